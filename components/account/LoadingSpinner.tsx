// The account page's "loading" spinner (its profile, the pay password block): MUI's CircularProgress look (40 or
// 28 px, primary colour) drawn by a static stylesheet, named for assistive technology by its label.
import styles from './LoadingSpinner.module.css';

export default function LoadingSpinner({ label, size = 'medium' }: { label: string; size?: 'medium' | 'small' }) {
  return (
    <span role="progressbar" aria-label={label} className={`${styles.progress} ${styles[size]}`}>
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
      </svg>
    </span>
  );
}
