// A full-width row of tabs for the first screen (the login card's log in / sign up / forgot password): a plain
// ARIA tablist styled by a static stylesheet, as MUI's Tabs look and behave with `variant="fullWidth"` (the tabs
// themselves are TabButtons). MUI's Tabs would bring its scroll measuring, ButtonBase and Emotion into the page.
import type { FocusEventHandler, PointerEventHandler } from 'react';
import TabButtons, { type TabButton } from './TabButtons';
import { moveTabFocus } from './tablistKeys';
import styles from './PlainTabs.module.css';

/** A tab of the row: each shows a panel, which names the tab in its aria-labelledby. */
export interface PlainTab<T extends string> extends TabButton<T> {
  id: string;
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
      <TabButtons tabs={tabs} value={value} onChange={onChange} className={styles.tab} />
    </div>
  );
}
