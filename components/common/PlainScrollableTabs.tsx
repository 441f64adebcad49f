// A row of tabs that keeps each tab at its own width and scrolls sideways when they do not fit (the balance page's
// ledger, requests and refunds on a phone): MUI's Tabs with `variant="scrollable"` and `allowScrollButtonsMobile`
// drawn as a plain ARIA tablist by a static stylesheet. The scrollbar is hidden; while a tab is cut off, a
// 40 px arrow on each side scrolls by the tabs that fit (the arrow of an end already reached stays, invisible, so
// the row does not jump), and choosing a tab brings it whole into view. The arrows are pointer aids, as MUI's:
// not buttons, not in the Tab order; the keyboard moves through the tabs with tablistKeys.ts (the browser scrolls
// the focused tab into view). Only the chosen tab is in the Tab order (roving tabindex).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import PlainIcon from './PlainIcon';
import type { PlainTab } from './PlainTabs';
import { moveTabFocus } from './tablistKeys';
import styles from './PlainScrollableTabs.module.css';

// The arrows MUI's scroll buttons draw (its KeyboardArrowLeft and KeyboardArrowRight), each pointing to its side.
const ARROW_LEFT = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
const ARROW_RIGHT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface ScrollState {
  /** Some tab is cut off: the arrows are shown. */
  overflowing: boolean;
  /** The row can scroll towards its start, or its end. */
  toStart: boolean;
  toEnd: boolean;
  /** The start side is the right. */
  rtl: boolean;
}

const AT_REST: ScrollState = { overflowing: false, toStart: false, toEnd: false, rtl: false };

/** Where the scroller stands, read from its box (scrollLeft runs negative right to left). The arrows are drawn
 * only after this is read in the browser, so their direction comes with it. */
function readScroll(scroller: HTMLElement): ScrollState {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  if (hidden <= 1) return AT_REST;
  const offset = Math.abs(scroller.scrollLeft);
  const rtl = getComputedStyle(scroller).direction === 'rtl';
  return { overflowing: true, toStart: offset > 1, toEnd: offset < hidden - 1, rtl };
}

/** How far one arrow press scrolls: the tabs that fit whole in the visible width, as MUI's scroll buttons do. */
function pageWidth(scroller: HTMLElement, list: HTMLElement): number {
  const visible = scroller.clientWidth;
  let total = 0;
  for (const tab of Array.from(list.children) as HTMLElement[]) {
    if (total + tab.clientWidth > visible) return total === 0 ? visible : total;
    total += tab.clientWidth;
  }
  return total;
}

function smooth(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export default function PlainScrollableTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
}: {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tablist's accessible name. */
  label: string;
  className?: string;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<ScrollState>(AT_REST);

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = readScroll(scroller);
    setScroll((now) =>
      now.overflowing === next.overflowing &&
      now.toStart === next.toStart &&
      now.toEnd === next.toEnd &&
      now.rtl === next.rtl
        ? now
        : next,
    );
  }, []);

  // The arrows follow the row's width (a turned phone, a font that loaded, a translated label).
  useIsomorphicLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!scroller || !list) return;
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    observer.observe(list);
    return () => observer.disconnect();
  }, [update]);

  // The chosen tab is brought whole into view, within the row only (the page itself does not scroll).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!scroller || !tab) return;
    const port = scroller.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < port.left) scroller.scrollBy({ left: box.left - port.left, behavior: smooth() });
    else if (box.right > port.right) scroller.scrollBy({ left: box.right - port.right, behavior: smooth() });
  }, [value, scroll.overflowing]);

  const scrollTowards = (end: boolean) => {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!scroller || !list) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    const distance = pageWidth(scroller, list) * (end ? 1 : -1) * (rtl ? -1 : 1);
    scroller.scrollBy({ left: distance, behavior: smooth() });
  };

  const arrow = (end: boolean, active: boolean) => (
    <div
      className={active ? styles.arrow : `${styles.arrow} ${styles.spent}`}
      data-testid={end ? 'tabs-scroll-end' : 'tabs-scroll-start'}
      aria-hidden="true"
      onClick={active ? () => scrollTowards(end) : undefined}
    >
      <PlainIcon d={end === scroll.rtl ? ARROW_LEFT : ARROW_RIGHT} size="small" />
    </div>
  );

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {scroll.overflowing && arrow(false, scroll.toStart)}
      <div ref={scrollerRef} className={styles.scroller} onScroll={update}>
        <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={moveTabFocus}>
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={tab.id}
                aria-controls={tab.controls}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => {
                  if (!selected) onChange(tab.value);
                }}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {scroll.overflowing && arrow(true, scroll.toEnd)}
    </div>
  );
}
