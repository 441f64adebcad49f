// Live status for the whole app: keeps the tab's event stream open while the shopper is logged in (closed at
// logout), refreshes the profile, and with it the unread count in the header, when a notification arrives or is
// read in another tab, and holds the polite live region in which views announce the changes they show. It is on
// every page: the region is a plain element hidden by a static stylesheet, with no styles to compute at start.
import { useLiveAnnouncement, useLiveConnection, useLiveRefresh } from '@/stores/liveEvents';
import { useSession } from '@/stores/session';
import styles from './visuallyHidden.module.css';

export default function LiveStatus() {
  const { loggedIn, refreshProfile } = useSession();
  useLiveConnection(loggedIn);
  useLiveRefresh(['NOTIFICATION'], refreshProfile);
  const announcement = useLiveAnnouncement();
  return (
    <div role="status" aria-live="polite" aria-atomic className={styles.visuallyHidden} data-testid="live-status">
      {announcement}
    </div>
  );
}
