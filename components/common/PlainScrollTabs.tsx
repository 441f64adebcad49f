// A row of tabs that scrolls sideways when it is wider than the page (the purchase orders' status tabs): a plain
// ARIA tablist styled by a static stylesheet, as MUI's Tabs look and behave with `variant="scrollable"`,
// `scrollButtons="auto"` and `allowScrollButtonsMobile`. When the row overflows, an arrow at each end scrolls it
// by the tabs that fit; an arrow with nothing more on its side fades out but keeps its room. The chosen tab is
// scrolled into view. Only the chosen tab is in the Tab order (roving tabindex); the keyboard is tablistKeys.ts's.
// MUI's Tabs would bring its scroll measuring, ButtonBase and Emotion into the page.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import PlainIcon from './PlainIcon';
import { moveTabFocus } from './tablistKeys';
import styles from './PlainScrollTabs.module.css';

// MUI's KeyboardArrowLeft and KeyboardArrowRight (Apache-2.0), the icons of its scroll buttons.
const ARROW_LEFT = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
const ARROW_RIGHT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';

// useLayoutEffect warns on the server; the measuring only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface PlainScrollTab<T extends string> {
  value: T;
  label: string;
}

interface Overflow {
  /** The row is wider than its box: the arrows are shown. */
  scrolls: boolean;
  /** There is more on the start side / on the end side. */
  start: boolean;
  end: boolean;
}

const NO_OVERFLOW: Overflow = { scrolls: false, start: false, end: false };

function isRtl(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** What the scroller shows now; scrollLeft runs from 0 towards negative values right to left. */
function measure(scroller: HTMLElement): Overflow {
  const room = scroller.scrollWidth - scroller.clientWidth;
  if (room <= 1) return NO_OVERFLOW;
  const offset = Math.abs(scroller.scrollLeft);
  return { scrolls: true, start: offset > 1, end: offset < room - 1 };
}

/** The width of the tabs that fit in the scroller from its first one (MUI's step), or the scroller's width. */
function scrollStep(scroller: HTMLElement): number {
  const width = scroller.clientWidth;
  let total = 0;
  for (const tab of Array.from(scroller.querySelectorAll<HTMLElement>('[role="tab"]'))) {
    if (total + tab.clientWidth > width) return total === 0 ? width : total;
    total += tab.clientWidth;
  }
  return total || width;
}

/** Scrolls the scroller the least that shows the whole tab (its start edge when the tab is wider). */
function revealTab(scroller: HTMLElement, tab: HTMLElement, smooth: boolean): void {
  const box = scroller.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  const rtl = isRtl(scroller);
  let delta = 0;
  if (rect.left < box.left) delta = rect.left - box.left;
  else if (rect.right > box.right) delta = rect.right - box.right;
  if (rect.width > box.width) delta = rtl ? rect.right - box.right : rect.left - box.left;
  if (delta !== 0) scroller.scrollBy({ left: delta, behavior: smooth ? 'smooth' : 'auto' });
}

export default function PlainScrollTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
}: {
  tabs: readonly PlainScrollTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tablist's accessible name. */
  label: string;
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NO_OVERFLOW);
  const mounted = useRef(false);

  const update = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = measure(element);
    setOverflow((shown) =>
      shown.scrolls === next.scrolls && shown.start === next.start && shown.end === next.end ? shown : next,
    );
  }, []);

  // The arrows follow the row's width (a window resized, labels with counts arriving).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const list = element.firstElementChild;
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [update]);

  // The chosen tab in view: at once when the page opens, smoothly after a choice.
  useBrowserLayoutEffect(() => {
    const element = scroller.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (element && tab) revealTab(element, tab, mounted.current);
    mounted.current = true;
  }, [value, overflow.scrolls]);

  const scrollTowards = (side: 'start' | 'end') => {
    const element = scroller.current;
    if (!element) return;
    const step = scrollStep(element) * (side === 'end' ? 1 : -1) * (isRtl(element) ? -1 : 1);
    element.scrollBy({ left: step, behavior: 'smooth' });
  };

  // Each arrow points to its side of the row: the start arrow is the left one left to right, the right one right
  // to left. Not a control of its own (as MUI's): the tabs are reached by the keyboard through the tablist.
  const arrow = (side: 'start' | 'end') =>
    overflow.scrolls && (
      <div
        aria-hidden="true"
        className={overflow[side] ? styles.arrow : `${styles.arrow} ${styles.arrowIdle}`}
        onClick={() => scrollTowards(side)}
      >
        <PlainIcon d={side === 'start' ? ARROW_LEFT : ARROW_RIGHT} size="small" className={styles.arrowIcon} />
      </div>
    );

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {arrow('start')}
      <div ref={scroller} className={styles.scroller} onScroll={update}>
        <div role="tablist" aria-label={label} className={styles.list} onKeyDown={moveTabFocus}>
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
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
      {arrow('end')}
    </div>
  );
}
