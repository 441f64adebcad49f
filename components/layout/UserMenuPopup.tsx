// The open account menu of UserMenu, in its own file so that MUI's Popper (and @popperjs), the menu list and the
// transition load with the first opening rather than with every page. Rendered inside the menu's box (no portal)
// so that moving the pointer onto the menu does not count as leaving it.
import type { KeyboardEvent } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import Grow from '@mui/material/Grow';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import LogoutIcon from '@mui/icons-material/Logout';
import UnreadDot from './UnreadDot';
import type { UserMenuItem } from './userMenuItems';
import { withMuiScope } from '@/theme/MuiScope';

export interface UserMenuPopupProps {
  id: string;
  labelledBy: string;
  open: boolean;
  anchor: HTMLElement | null;
  items: readonly UserMenuItem[];
  unread: boolean;
  focusFirst: boolean;
  onClose: (returnFocus?: boolean) => void;
  onLogout: () => void;
}

function UserMenuPopup({
  id,
  labelledBy,
  open,
  anchor,
  items,
  unread,
  focusFirst,
  onClose,
  onLogout,
}: UserMenuPopupProps) {
  const { t } = useTranslation('common');
  const router = useRouter();

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-end" disablePortal transition sx={{ zIndex: 'modal' }}>
      {({ TransitionProps }) => (
        <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
          <Paper elevation={8} sx={{ minWidth: 220, marginTop: 0.5 }}>
            <ClickAwayListener
              onClickAway={(event) => {
                if (anchor?.contains(event.target as Node)) return;
                onClose();
              }}
            >
              <MenuList id={id} aria-labelledby={labelledBy} autoFocusItem={focusFirst} onKeyDown={onListKeyDown} dense>
                {items.map((item) => (
                  <MenuItem
                    key={item.key}
                    component={NextLink}
                    href={item.href}
                    onClick={() => onClose()}
                    selected={router.pathname === item.href}
                  >
                    <ListItemText>{t(`userMenu.${item.key}`)}</ListItemText>
                    {item.key === 'message' && unread && <UnreadDot label={t('userMenu.unread')} />}
                  </MenuItem>
                ))}
                <Divider />
                <MenuItem
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <ListItemIcon>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('userMenu.logout')}</ListItemText>
                </MenuItem>
              </MenuList>
            </ClickAwayListener>
          </Paper>
        </Grow>
      )}
    </Popper>
  );
}

export default withMuiScope(UserMenuPopup);
