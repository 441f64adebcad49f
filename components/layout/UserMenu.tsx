// The account menu of the header. Logged in: opens on mouse hover, and on click or keyboard for
// touch screens and assistive technology; three items follow tenant preferences; "my message" carries a red dot
// when there are unread notifications. Logged out: a "Login / Sign up" link back to this page, and the menu
// itself disabled.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import { buildUserMenuItems, loginHref } from './userMenuItems';

/** Grace period so the pointer can travel from the button to the menu without it closing. */
const HOVER_CLOSE_DELAY_MS = 150;

export function UnreadDot({ label }: { label: string }) {
  return (
    <Box
      component="span"
      data-testid="unread-dot"
      role="img"
      aria-label={label}
      sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flex: '0 0 auto' }}
    />
  );
}

function LoggedOutMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        component={NextLink}
        href={loginHref(router.asPath)}
        color="inherit"
        startIcon={<PersonIcon />}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', fontWeight: 600 }}
      >
        {t('userMenu.login')}
      </Button>
      <IconButton size="small" disabled aria-label={t('userMenu.label')} aria-haspopup="menu">
        <ArrowDropDownIcon />
      </IconButton>
    </Box>
  );
}

function LoggedInMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const tenant = useTenant();
  const { profile, logout } = useSession();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A mouse click lands after the hover has opened the menu: it must not toggle it shut again.
  const pressedWith = useRef<string | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const items = buildUserMenuItems(tenant.tenantPreference);
  const unread = (profile?.unreadNotificationCount ?? 0) > 0;
  const name = profile?.name || profile?.email || t('userMenu.label');

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback((returnFocus = false) => {
    cancelClose();
    setOpen(false);
    setFocusFirst(false);
    if (returnFocus) anchor?.focus();
  }, [anchor]);

  useEffect(() => {
    const onRoute = () => close();
    router.events?.on('routeChangeStart', onRoute);
    return () => {
      router.events?.off('routeChangeStart', onRoute);
      cancelClose();
    };
  }, [router.events, close]);

  // Hover is for mice only: a tap also fires pointerenter, and the click that follows would toggle it shut.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    }
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <Box onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} sx={{ position: 'relative' }}>
      <Button
        ref={setAnchor}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          const mouse = pressedWith.current === 'mouse';
          pressedWith.current = null;
          setFocusFirst(false);
          cancelClose();
          setOpen((value) => (mouse ? true : !value));
        }}
        onKeyDown={onButtonKeyDown}
        startIcon={
          <Badge variant="dot" color="error" invisible={!unread} overlap="circular">
            <PersonIcon />
          </Badge>
        }
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0 }}
      >
        <Box component="span" sx={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      {/* Rendered inside this box (no portal) so moving the pointer onto the menu does not count as leaving. */}
      <Popper open={open} anchorEl={anchor} placement="bottom-end" disablePortal transition sx={{ zIndex: 'modal' }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
            <Paper elevation={8} sx={{ minWidth: 220, marginTop: 0.5 }}>
              <ClickAwayListener onClickAway={(event) => {
                if (anchor?.contains(event.target as Node)) return;
                close();
              }}>
                <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={focusFirst} onKeyDown={onListKeyDown} dense>
                  {items.map((item) => (
                    <MenuItem key={item.key} component={NextLink} href={item.href} onClick={() => close()} selected={router.pathname === item.href}>
                      <ListItemText>{t(`userMenu.${item.key}`)}</ListItemText>
                      {item.key === 'message' && unread && <UnreadDot label={t('userMenu.unread')} />}
                    </MenuItem>
                  ))}
                  <Divider />
                  <MenuItem
                    onClick={() => {
                      close();
                      void logout();
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
    </Box>
  );
}

export default function UserMenu() {
  const { loggedIn } = useSession();
  return loggedIn ? <LoggedInMenu /> : <LoggedOutMenu />;
}
