// A row of joined buttons choosing one value of a few (a list's filter: all or unread messages, payment types,
// request kinds): MUI's exclusive ToggleButtonGroup drawn as a plain group of <button>s by a static stylesheet.
// Same semantics as MUI's: a `group` named by `label`, each button `aria-pressed`, Tab stepping through them;
// pressing the chosen one again keeps it chosen (callers of MUI's ignored the null it reported).
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
  const groupClasses = [styles.group, size === 'small' && styles.small, className].filter(Boolean).join(' ');
  return (
    <div role="group" aria-label={label} className={groupClasses}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={selected ? `${styles.button} ${styles.selected}` : styles.button}
            aria-pressed={selected}
            disabled={disabled}
            value={option.value}
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
