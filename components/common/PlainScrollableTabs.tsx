// A row of tabs that scrolls sideways when it is wider than the page (an order list's status filter with counts):
// MUI's Tabs with `variant="scrollable"`, `scrollButtons="auto"` and `allowScrollButtonsMobile`, as a plain ARIA
// tablist styled by a static stylesheet. Tabs keep their own width (90 to 360 px); when they overflow, an arrow at
// each end scrolls by a screen's width and fades out at its end; the chosen tab is scrolled into view. Only the
// chosen tab is in the Tab order, with tablistKeys.ts's keyboard, as MUI's Tabs without `selectionFollowsFocus`.
// MUI's Tabs would bring its measuring, ButtonBase and Emotion into the page's first load.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import PlainIcon from './PlainIcon';
import TabButtons, { type TabButton } from './TabButtons';
import { moveTabFocus } from './tablistKeys';
import { KEYBOARD_ARROW_LEFT, KEYBOARD_ARROW_RIGHT } from './tabIconPaths';
import styles from './PlainScrollableTabs.module.css';

/** A tab of the row; a list filter that only reloads the list has no panel, so no `id` and `controls`. */
export type PlainScrollableTab<T extends string> = TabButton<T>;

interface Overflow {
  /** Some tabs lie beyond the start edge. */
  start: boolean;
  /** Some tabs lie beyond the end edge. */
  end: boolean;
}

const NO_OVERFLOW: Overflow = { start: false, end: false };

// Layout effects only in the browser: the server has nothing to measure.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Which ends of the scroller hide tabs. Right to left, Chromium and Firefox count scrollLeft down from 0. */
function overflowOf(scroller: HTMLElement): Overflow {
  const travelled = Math.abs(scroller.scrollLeft);
  const room = scroller.scrollWidth - scroller.clientWidth;
  return { start: travelled > 1, end: travelled < room - 1 };
}

export default function PlainScrollableTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
}: {
  tabs: readonly PlainScrollableTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tablist's accessible name. */
  label: string;
  className?: string;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Null until measured (and on the server): no arrows, as MUI draws them only once it knows the row overflows.
  const [overflow, setOverflow] = useState<Overflow | null>(null);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = scroller.scrollWidth > scroller.clientWidth ? overflowOf(scroller) : NO_OVERFLOW;
    setOverflow((previous) =>
      previous && previous.start === next.start && previous.end === next.end ? previous : next,
    );
  }, []);

  // Measured again when the page or the labels (counts arriving) change width.
  useBrowserLayoutEffect(() => {
    measure();
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!scroller || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // The chosen tab in view, the scroller moved only as far as needed (never the page).
  const showArrows = overflow !== null && (overflow.start || overflow.end);
  useBrowserLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const tab = scroller?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!scroller || !tab) return;
    const box = scroller.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    if (rect.left < box.left) scroller.scrollLeft += rect.left - box.left;
    else if (rect.right > box.right) scroller.scrollLeft += rect.right - box.right;
  }, [value, showArrows]);

  const scrollTowards = (end: boolean) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    const step = scroller.clientWidth * (end ? 1 : -1) * (rtl ? -1 : 1);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({ left: step, behavior: smooth ? 'smooth' : 'auto' });
  };

  const arrow = (end: boolean) => {
    const disabled = !(end ? overflow?.end : overflow?.start);
    // Not a control of its own, as MUI's: no role and out of the Tab order (the arrow keys reach every tab).
    return (
      <div
        className={disabled ? `${styles.arrow} ${styles.arrowDisabled}` : styles.arrow}
        data-testid={end ? 'tabs-scroll-end' : 'tabs-scroll-start'}
        onClick={disabled ? undefined : () => scrollTowards(end)}
      >
        <PlainIcon d={end ? KEYBOARD_ARROW_RIGHT : KEYBOARD_ARROW_LEFT} size="small" className={styles.arrowIcon} />
      </div>
    );
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {showArrows && arrow(false)}
      <div ref={scrollerRef} className={styles.scroller} onScroll={measure}>
        <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={moveTabFocus}>
          <TabButtons tabs={tabs} value={value} onChange={onChange} className={styles.tab} />
        </div>
      </div>
      {showArrows && arrow(true)}
    </div>
  );
}
