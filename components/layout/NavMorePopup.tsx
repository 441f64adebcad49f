// The open "More" menu of the header navigation, in its own file so that MUI's Menu (Popover, Modal, focus trap)
// loads with the first click on the button rather than with every page. Items are links (menuitem role), the
// current page marked with aria-current as in the strip.
import NextLink from 'next/link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { withMuiScope } from '@/theme/MuiScope';

export interface NavMorePopupProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: readonly { href: string; label: string }[];
  active: string | null;
  onClose: () => void;
}

function NavMorePopup({ id, labelledBy, anchor, items, active, onClose }: NavMorePopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.href}
          component={NextLink}
          href={item.href}
          selected={item.href === active}
          aria-current={item.href === active ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

export default withMuiScope(NavMorePopup);
