// The tab's live event stream while the shopper is logged in, and the profile (with the header's unread count)
// refreshed when a notification arrives or is read in another tab. Draws nothing; LiveStatus loads it after the page
// has hydrated.
import { useLiveConnection, useLiveRefresh } from '@/stores/liveEvents';
import { useSession } from '@/stores/session';

export default function LiveConnection() {
  const { loggedIn, refreshProfile } = useSession();
  useLiveConnection(loggedIn);
  useLiveRefresh(['NOTIFICATION'], refreshProfile);
  return null;
}
