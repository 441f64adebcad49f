// Live status for the whole app: keeps the tab's event stream open while the shopper is logged in (closed at
// logout), refreshes the profile, and with it the unread count in the header, when a notification arrives or is
// read in another tab, and holds the polite live region in which views announce the changes they show.
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useLiveAnnouncement, useLiveConnection, useLiveRefresh } from '@/stores/liveEvents';
import { useSession } from '@/stores/session';

export default function LiveStatus() {
  const { loggedIn, refreshProfile } = useSession();
  useLiveConnection(loggedIn);
  useLiveRefresh(['NOTIFICATION'], refreshProfile);
  const announcement = useLiveAnnouncement();
  return (
    <Box role="status" aria-live="polite" aria-atomic sx={visuallyHidden} data-testid="live-status">
      {announcement}
    </Box>
  );
}
