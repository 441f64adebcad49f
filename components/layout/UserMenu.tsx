// The account menu of the header. Logged in: opens on mouse hover, and on click or keyboard for
// touch screens and assistive technology; three items follow tenant preferences; "my message" carries a red dot
// when there are unread notifications. Logged out: a "Login / Sign up" link back to this page, and the menu
// itself disabled.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import { ARROW_DROP_DOWN, PERSON } from '@/components/common/plainIconPaths';
import IconButton from '@/components/common/PlainIconButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useMountedElement } from '@/components/common/useMountedElement';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import styles from './UserMenu.module.css';
import { buildUserMenuItems, loginHref } from './userMenuItems';

export { default as UnreadDot } from './UnreadDot';

// The open menu (Popper, its transition and the menu list) loads with the first opening: closed, it costs nothing.
const UserMenuPopup = dynamic(() => import('./UserMenuPopup'), { ssr: false });
const loadPopup = () => void import('./UserMenuPopup');

/** Grace period so the pointer can travel from the button to the menu without it closing. */
const HOVER_CLOSE_DELAY_MS = 150;

function LoggedOutMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <div className={`${styles.root} ${styles.loggedOut}`}>
      <PlainTextButton href={loginHref(router.asPath)} startIcon={<PlainIcon d={PERSON} />} className={styles.button}>
        {t('userMenu.login')}
      </PlainTextButton>
      <IconButton size="small" disabled aria-label={t('userMenu.label')} aria-haspopup="menu">
        <PlainIcon d={ARROW_DROP_DOWN} />
      </IconButton>
    </div>
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
  const [anchor, setAnchor] = useMountedElement<HTMLButtonElement>();
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
    <div className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
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
          <span className={styles.badge}>
            <PlainIcon d={PERSON} />
            {unread && <span className={styles.dot} />}
          </span>
        }
        endIcon={<PlainIcon d={ARROW_DROP_DOWN} />}
        className={styles.button}
      >
        <span className={styles.name}>{name}</span>
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
    </div>
  );
}

export default function UserMenu() {
  const { loggedIn } = useSession();
  return loggedIn ? <LoggedInMenu /> : <LoggedOutMenu />;
}
