// A small status chip (an order's, a request's, a parcel's state; a badge such as "default address"): MUI's small
// Chip drawn as a plain element from a static stylesheet reading the theme's custom properties. It is a label,
// not a control: nothing to press, hover or delete, so it needs none of Chip's ButtonBase, ripple or Emotion.
import { type HTMLAttributes } from 'react';
import styles from './PlainChip.module.css';

export type PlainChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface PlainChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'children'> {
  label: string;
  /** The palette colour: filled with it, or its text and border when outlined. */
  color?: PlainChipColor;
  /** filled: the colour's background and contrast text; outlined: a thin border in the colour, no background. */
  variant?: 'filled' | 'outlined';
}

export default function PlainChip({
  label,
  color = 'default',
  variant = 'filled',
  className,
  ...rest
}: PlainChipProps) {
  const classes = [styles.chip, styles[variant], styles[color], className].filter(Boolean).join(' ');
  return (
    <span className={classes} {...rest}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
