// The recently viewed products under the focused, empty search box. Loaded once the shopper has a history
// (after the page is idle) or focuses the box: the list, its product links and the popup's positioning
// engine are not needed to show a page.
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import WatchHistoryList from './WatchHistoryList';
import { withMuiScope } from '@/theme/MuiScope';

export interface RecentlyViewedPopupProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onNavigate: () => void;
}

function RecentlyViewedPopup({ open, anchorEl, onNavigate }: RecentlyViewedPopupProps) {
  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement="bottom-start"
      disablePortal
      sx={(theme) => ({ zIndex: theme.zIndex.modal - 1, width: anchorEl?.clientWidth ?? 320 })}
    >
      <Paper elevation={6} tabIndex={-1} sx={{ p: 1, mt: 0.75, maxHeight: 360, overflowY: 'auto' }}>
        <WatchHistoryList variant="compact" limit={6} onNavigate={onNavigate} />
      </Paper>
    </Popper>
  );
}

export default withMuiScope(RecentlyViewedPopup);
