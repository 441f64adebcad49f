// The red dot on "my messages" (account menu and phone drawer) while there are unread notifications.
import styles from './UnreadDot.module.css';

export default function UnreadDot({ label }: { label: string }) {
  return <span className={styles.dot} data-testid="unread-dot" role="img" aria-label={label} />;
}
