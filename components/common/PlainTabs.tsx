// A full-width row of tabs for the first screen (the login card's log in / sign up / forgot password): a plain
// ARIA tablist styled by a static stylesheet, as MUI's Tabs look and behave with `variant="fullWidth"`. Only the
// chosen tab is in the Tab order (roving tabindex); the keyboard is tablistKeys.ts's, as MUI's Tabs without
// `selectionFollowsFocus`. MUI's Tabs would bring its scroll measuring, ButtonBase and Emotion into the page.
import type { FocusEventHandler, PointerEventHandler } from 'react';
import { moveTabFocus } from './tablistKeys';
import styles from './PlainTabs.module.css';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
  /** The tab's id, which its panel's aria-labelledby names. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
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
  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      onKeyDown={moveTabFocus}
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
