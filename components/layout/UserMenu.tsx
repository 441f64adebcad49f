// The account menu of the header. Logged in: opens on mouse hover, and on click or keyboard for
// touch screens and assistive technology; three items follow tenant preferences; "my message" carries a red dot
// when there are unread notifications. Logged out: a "Login / Sign up" link back to this page, and the menu
// itself disabled.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PersonIcon from '@mui/icons-material/Person';
import IconButton from '@/components/common/PlainIconButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import { stylesPerTheme } from '@/theme/stylesPerTheme';
import { buildUserMenuItems, loginHref } from './userMenuItems';

export { default as UnreadDot } from './UnreadDot';

// The open menu (Popper, its transition and the menu list) loads with the first opening: closed, it costs nothing.
const UserMenuPopup = dynamic(() => import('./UserMenuPopup'), { ssr: false });
const loadPopup = () => void import('./UserMenuPopup');

/** Grace period so the pointer can travel from the button to the menu without it closing. */
const HOVER_CLOSE_DELAY_MS = 150;

// The box and the button's text rules under one style worked out once, not a Box and a Button sx per render:
// the account menu is in the header of every page.
const SLOT = {
  loggedOut: 'UserMenu-loggedOut',
  button: 'UserMenu-button',
  name: 'UserMenu-name',
  badge: 'UserMenu-badge',
  dot: 'UserMenu-dot',
} as const;

const MenuRoot = styled('div')(
  stylesPerTheme((theme) => ({
    // The open menu's Popper is placed against this box.
    position: 'relative',
    [`&.${SLOT.loggedOut}`]: { display: 'flex', alignItems: 'center' },
    [`& .${SLOT.button}`]: { textTransform: 'none', whiteSpace: 'nowrap', fontWeight: 600, minWidth: 0 },
    [`& .${SLOT.name}`]: { maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // The unread dot on the person icon, where MUI's Badge (variant dot, overlap circular) put it.
    [`& .${SLOT.badge}`]: { position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
    [`& .${SLOT.dot}`]: {
      position: 'absolute',
      top: '14%',
      right: '14%',
      zIndex: 1,
      boxSizing: 'border-box',
      height: 8,
      minWidth: 8,
      padding: 0,
      borderRadius: 4,
      backgroundColor: theme.palette.error.main,
      transform: 'scale(1) translate(50%, -50%)',
      transformOrigin: '100% 0%',
    },
  })),
);

function LoggedOutMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <MenuRoot className={SLOT.loggedOut}>
      <PlainTextButton href={loginHref(router.asPath)} startIcon={<PersonIcon />} className={SLOT.button}>
        {t('userMenu.login')}
      </PlainTextButton>
      <IconButton size="small" disabled aria-label={t('userMenu.label')} aria-haspopup="menu">
        <ArrowDropDownIcon />
      </IconButton>
    </MenuRoot>
  );
}

function LoggedInMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const tenant = useTenant();
  const { profile, logout } = useSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the menu can also play its closing transition.
  const [popupWanted, setPopupWanted] = useState(false);
  if (open && !popupWanted) setPopupWanted(true);
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
  const close = useCallback(
    (returnFocus = false) => {
      cancelClose();
      setOpen(false);
      setFocusFirst(false);
      if (returnFocus) anchor?.focus();
    },
    [anchor],
  );

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
    // A menu opened by hover or click leaves focus on the button: Escape there dismisses it (WCAG 1.4.13).
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <MenuRoot onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <PlainTextButton
        ref={setAnchor}
        id={buttonId}
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
        onFocus={loadPopup}
        startIcon={
          <span className={SLOT.badge}>
            <PersonIcon />
            {unread && <span className={SLOT.dot} />}
          </span>
        }
        endIcon={<ArrowDropDownIcon />}
        className={SLOT.button}
      >
        <span className={SLOT.name}>{name}</span>
      </PlainTextButton>
      {popupWanted && (
        <UserMenuPopup
          id={menuId}
          labelledBy={buttonId}
          open={open}
          anchor={anchor}
          items={items}
          unread={unread}
          focusFirst={focusFirst}
          onClose={close}
          onLogout={() => void logout()}
        />
      )}
    </MenuRoot>
  );
}

export default function UserMenu() {
  const { loggedIn } = useSession();
  return loggedIn ? <LoggedInMenu /> : <LoggedOutMenu />;
}
