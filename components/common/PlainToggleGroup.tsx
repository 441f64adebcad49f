// A row of joined buttons choosing one value of a few (a list's filter: all or unread messages, payment types,
// request kinds): MUI's exclusive ToggleButtonGroup drawn as a plain group of <button>s by a static stylesheet.
// Same semantics and keyboard as MUI's: a `group` named by `label`, each button `aria-pressed`; one button is in
// the Tab order (the first until another takes the focus: roving tabindex) and the arrow keys move the focus
// between them (mirrored right to left, wrapping), Home and End to the ends; Enter, Space or a click chooses.
// Pressing the chosen one again keeps it chosen (callers of MUI's ignored the null it reported).
import { useRef, useState, type KeyboardEvent } from 'react';
import { nextTabIndex } from './tablistKeys';
import styles from './PlainToggleGroup.module.css';

export interface PlainToggleOption<V extends string> {
  value: V;
  label: string;
}

export default function PlainToggleGroup<V extends string>({
  options,
  value,
  onChange,
  label,
  size = 'medium',
  disabled = false,
  className,
}: {
  options: readonly PlainToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The group's accessible name. */
  label: string;
  /** small: 7 px padding in 13 px type; medium: MUI's 11 px in 14 px. */
  size?: 'small' | 'medium';
  disabled?: boolean;
  className?: string;
}) {
  const [tabStop, setTabStop] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const groupClasses = [styles.group, size === 'small' && styles.small, className].filter(Boolean).join(' ');

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const at = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextTabIndex(event.key, at, options.length, rtl);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div role="group" aria-label={label} className={groupClasses} onKeyDown={moveFocus}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className={selected ? `${styles.button} ${styles.selected}` : styles.button}
            aria-pressed={selected}
            disabled={disabled}
            tabIndex={index === tabStop ? 0 : -1}
            value={option.value}
            onFocus={() => setTabStop(index)}
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
