// A checkbox for the first screen (the cart's selection): the browser's own <input type="checkbox"> (Space toggles
// it, a form sees it, a screen reader hears a checkbox) laid invisibly over MUI Checkbox's drawing (the blank,
// checked or indeterminate box in a round 42 px target, grey until checked, then the tenant colour), with an
// optional label beside it as MUI's FormControlLabel lays it out. Styled by a static stylesheet reading the theme's
// custom properties: MUI's Checkbox brings ButtonBase, the ripple and Emotion's style work into the first load.
// Controlled: the caller owns `checked`. Like MUI's, `indeterminate` changes the drawing and marks the input with
// `data-indeterminate`; the input's own checked state stays what the caller gives.
import type { InputHTMLAttributes, ReactNode } from 'react';
import PlainIcon from './PlainIcon';
import { CHECKBOX_BLANK, CHECKBOX_CHECKED, CHECKBOX_INDETERMINATE } from './checkboxIconPaths';
import styles from './PlainCheckbox.module.css';

export interface PlainCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  checked: boolean;
  /** Some but not all of what it stands for is chosen: drawn as a dash. */
  indeterminate?: boolean;
  /** The visible label beside the box; without one, give the input an `aria-label`. */
  label?: ReactNode;
  /** small: 4 px around the box (a row's leading control, pulled to the row's start); medium: MUI's 9 px. */
  size?: 'small' | 'medium';
  /** A class for the round target around the box. */
  className?: string;
}

export default function PlainCheckbox({
  checked,
  indeterminate = false,
  label,
  size = 'medium',
  className,
  disabled,
  ...inputProps
}: PlainCheckboxProps) {
  const face = indeterminate ? CHECKBOX_INDETERMINATE : checked ? CHECKBOX_CHECKED : CHECKBOX_BLANK;
  const boxClasses = [
    styles.box,
    size === 'small' && styles.small,
    (checked || indeterminate) && styles.on,
    disabled && styles.disabled,
    !label && className,
  ]
    .filter(Boolean)
    .join(' ');
  const box = (
    <span className={boxClasses}>
      <input
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        data-indeterminate={indeterminate}
        {...inputProps}
      />
      <PlainIcon d={face} size="inherit" />
    </span>
  );
  if (!label) return box;
  const labelClasses = [styles.label, disabled && styles.labelDisabled, className].filter(Boolean).join(' ');
  return (
    <label className={labelClasses}>
      {box}
      <span className={styles.labelText}>{label}</span>
    </label>
  );
}
