// A full-width row of tabs for the first screen (the login card's log in / sign up / forgot password): a plain
// ARIA tablist styled by a static stylesheet, as MUI's Tabs look and behave with `variant="fullWidth"`. Only the
// chosen tab is in the Tab order (roving tabindex); the arrow keys move the focus between tabs (mirrored right to
// left), Home and End reach the ends, and Enter, Space or a click chooses, as MUI's Tabs do without
// `selectionFollowsFocus`. MUI's Tabs would bring its scroll measuring, ButtonBase and Emotion into the page.
import { useRef, type FocusEventHandler, type KeyboardEvent, type PointerEventHandler } from 'react';
import styles from './PlainTabs.module.css';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
  /** The tab's id, which its panel's aria-labelledby names. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

/** The index the focus moves to for a key, or null when the key is not a tablist key. */
export function nextTabIndex(key: string, at: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (at + 1) % count;
  if (key === backward) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export default function PlainTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
  onPointerEnter,
  onFocus,
}: {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tablist's accessible name. */
  label: string;
  className?: string;
  onPointerEnter?: PointerEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
}) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextTabIndex(event.key, at, buttons.length, rtl);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
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
  );
}
