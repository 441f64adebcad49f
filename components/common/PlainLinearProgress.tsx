// A thin indeterminate progress bar (work of unknown length, e.g. a price being computed): MUI LinearProgress's
// indeterminate look (a 4 px track in a tint of the tenant colour with two bars sweeping along it, one still bar
// for a shopper who asks for reduced motion) drawn by a static stylesheet, named for assistive technology by its
// label. MUI's LinearProgress brings Emotion's keyframes and style work into the first load.
import type { CSSProperties } from 'react';
import styles from './PlainLinearProgress.module.css';

export interface PlainLinearProgressProps {
  /** What is in progress, read by a screen reader. */
  label: string;
  /** A class for the track (its placement). */
  className?: string;
  style?: CSSProperties;
}

export default function PlainLinearProgress({ label, className, style }: PlainLinearProgressProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={className ? `${styles.track} ${className}` : styles.track}
      style={style}
    >
      <span className={`${styles.bar} ${styles.bar1}`} />
      <span className={`${styles.bar} ${styles.bar2}`} />
    </span>
  );
}
