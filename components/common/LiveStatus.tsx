// Live status for the whole app: holds the polite live region in which views announce the changes they show, and
// keeps the tab's event stream open while the shopper is logged in (closed at logout), refreshing the profile, and
// with it the unread count in the header, when a notification arrives or is read in another tab. The region is a
// plain element hidden by a static stylesheet, drawn with the page; the stream's code loads after the page has
// hydrated (nothing on a first screen waits for it).
import { useLiveAnnouncement } from '@/stores/liveAnnouncement';
import { loadAfterMount } from './loadAfterMount';
import styles from './visuallyHidden.module.css';

const LiveConnection = loadAfterMount(() => import('./LiveConnection'));

export default function LiveStatus() {
  const announcement = useLiveAnnouncement();
  return (
    <>
      <LiveConnection />
      <div role="status" aria-live="polite" aria-atomic className={styles.visuallyHidden} data-testid="live-status">
        {announcement}
      </div>
    </>
  );
}
