// The drawn part of LazyTooltip: MUI's Tooltip, opened and closed by LazyTooltip and placed against its trigger,
// in its own file so that it loads only once a tooltip is wanted.
import Tooltip from '@mui/material/Tooltip';
import { withMuiScope } from '@/theme/MuiScope';

export interface TooltipPopupProps {
  title: string;
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
}

const HIDDEN = { display: 'none' } as const;

function TooltipPopup({ title, open, anchor, onClose }: TooltipPopupProps) {
  return (
    <Tooltip
      title={title}
      open={open && Boolean(anchor)}
      onClose={onClose}
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      {/* Tooltip needs a child of its own; the trigger stays LazyTooltip's. */}
      <span style={HIDDEN} aria-hidden />
    </Tooltip>
  );
}

export default withMuiScope(TooltipPopup);
