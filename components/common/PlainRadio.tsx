// A radio button for the first screen (a shipping line to choose): the browser's own <input type="radio"> (arrows
// move through its group, Space picks, a screen reader hears a radio and its group) laid invisibly over MUI Radio's
// drawing (a ring, and a dot that grows into it when chosen, in a round target; grey until chosen, then the tenant
// colour). Styled by a static stylesheet reading the theme's custom properties, composed from PlainCheckbox's round
// target: MUI's Radio brings ButtonBase, the ripple and Emotion's style work into the first load. Controlled: the
// caller owns `checked`.
import type { InputHTMLAttributes } from 'react';
import PlainIcon from './PlainIcon';
import { RADIO_DOT, RADIO_RING } from './radioIconPaths';
import styles from './PlainRadio.module.css';

export interface PlainRadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  checked: boolean;
  /** small: 4 px around the ring (a row's leading control); medium: MUI's 9 px. */
  size?: 'small' | 'medium';
  /** A class for the round target around the ring. */
  className?: string;
}

export default function PlainRadio({ checked, size = 'medium', className, disabled, ...inputProps }: PlainRadioProps) {
  const classes = [
    styles.box,
    size === 'small' && styles.small,
    checked && styles.on,
    disabled && styles.disabled,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      <input type="radio" className={styles.input} checked={checked} disabled={disabled} {...inputProps} />
      <span className={styles.face}>
        <PlainIcon d={RADIO_RING} size="inherit" />
        <PlainIcon d={RADIO_DOT} size="inherit" className={styles.dot} />
      </span>
    </span>
  );
}
