// Phones (< 600 px): the navigation and the account menu move into a drawer opened from the header.
import { useEffect, useMemo } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import type { ArticleType } from '@/contract';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import Logo from './Logo';
import { activeNavHref, buildNavItems } from './navItems';
import UnreadDot from './UnreadDot';
import { buildUserMenuItems, loginHref } from './userMenuItems';
import { withMuiScope } from '@/theme/MuiScope';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  enabledArticleTypes: readonly ArticleType[] | null;
}

function MobileDrawer({ open, onClose, enabledArticleTypes }: MobileDrawerProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const tenant = useTenant();
  const { loggedIn, profile, logout } = useSession();
  const navItems = useMemo(() => buildNavItems(enabledArticleTypes ?? []), [enabledArticleTypes]);
  const active = activeNavHref(navItems, router.asPath);
  const userItems = buildUserMenuItems(tenant.tenantPreference);
  const unread = (profile?.unreadNotificationCount ?? 0) > 0;

  useEffect(() => {
    router.events?.on('routeChangeStart', onClose);
    return () => router.events?.off('routeChangeStart', onClose);
  }, [router.events, onClose]);

  return (
    // The drawer is a dialog named by the navigation it holds; every row is a list item (li) around its link.
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)' }, 'aria-label': t('nav.label') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 2, paddingBlock: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Logo size="compact" />
        </Box>
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List dense>
          {navItems.map((item) => (
            <ListItem disablePadding key={item.href}>
              <ListItemButton
                component={NextLink}
                href={item.href}
                selected={item.href === active}
                aria-current={item.href === active ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={t(`nav.${item.key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      {loggedIn ? (
        <List dense subheader={<ListSubheader>{profile?.name || profile?.email || t('userMenu.label')}</ListSubheader>}>
          {userItems.map((item) => (
            <ListItem disablePadding key={item.key}>
              <ListItemButton component={NextLink} href={item.href} onClick={onClose}>
                <ListItemText primary={t(`userMenu.${item.key}`)} />
                {item.key === 'message' && unread && <UnreadDot label={t('userMenu.unread')} />}
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('userMenu.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      ) : (
        <List dense>
          <ListItem disablePadding>
            <ListItemButton component={NextLink} href={loginHref(router.asPath)} onClick={onClose}>
              <ListItemIcon>
                <PersonIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('userMenu.login')} />
            </ListItemButton>
          </ListItem>
        </List>
      )}
    </Drawer>
  );
}

export default withMuiScope(MobileDrawer);
