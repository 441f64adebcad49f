// The site header: status bar, then one row with the logo, the navigation, the search box, the cart link
// and the user menu. One DOM for every width, rearranged with grid areas, so nothing renders twice:
// - desktop, search collapsed:  logo | nav | search | actions
// - desktop, search expanded:   logo | search | actions / nav across
// - phone (< 600 px):           menu | logo | (search) | cart, the full search box on its own row when expanded;
//                               the navigation and the account menu live in a drawer.
import { useCallback, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import SearchBox from '@/components/search/SearchBox';
import type { ArticleType } from '@/contract';
import CartLink from './CartLink';
import Logo from './Logo';
import Nav from './Nav';
import StatusBar from './StatusBar';
import UserMenu from './UserMenu';

// The phone drawer (MUI Drawer and its lists) loads with the first tap on the menu button, not with every page.
const MobileDrawer = dynamic(() => import('./MobileDrawer'), { ssr: false });

export interface HeaderProps {
  showSearchInput: boolean;
  searchInputCollapsed: boolean;
  enabledArticleTypes: readonly ArticleType[] | null;
}

function areas(showSearch: boolean, collapsed: boolean) {
  if (!showSearch) {
    return {
      xs: { areas: '"menu logo actions"', columns: 'auto minmax(0, 1fr) auto' },
      sm: { areas: '"logo nav actions"', columns: 'auto minmax(0, 1fr) auto' },
    };
  }
  if (collapsed) {
    return {
      xs: { areas: '"menu logo search actions"', columns: 'auto minmax(0, 1fr) auto auto' },
      sm: { areas: '"logo nav search actions"', columns: 'auto minmax(0, 1fr) auto auto' },
    };
  }
  return {
    xs: { areas: '"menu logo actions" "search search search"', columns: 'auto minmax(0, 1fr) auto' },
    sm: { areas: '"logo search actions" "nav nav nav"', columns: 'auto minmax(0, 1fr) auto' },
  };
}

export default function Header({ showSearchInput, searchInputCollapsed, enabledArticleTypes }: HeaderProps) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can also slide out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const layout = areas(showSearchInput, searchInputCollapsed);

  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <StatusBar />
      <Container
        maxWidth={false}
        sx={{
          maxWidth: 1920,
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 1, sm: 2 },
          rowGap: 1,
          paddingBlock: { xs: 1, sm: 1.5 },
          gridTemplateAreas: { xs: layout.xs.areas, sm: layout.sm.areas },
          gridTemplateColumns: { xs: layout.xs.columns, sm: layout.sm.columns },
        }}
      >
        <Box sx={{ gridArea: 'menu', display: { xs: 'flex', sm: 'none' } }}>
          <IconButton
            edge="start"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
        <Box sx={{ gridArea: 'logo', display: 'flex', minWidth: 0 }}>
          <Logo />
        </Box>
        <Box sx={{ gridArea: 'nav', display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <Nav enabledArticleTypes={enabledArticleTypes} />
        </Box>
        {showSearchInput && (
          <Box sx={{ gridArea: 'search', minWidth: 0, display: 'flex', justifyContent: searchInputCollapsed ? 'flex-end' : 'center' }}>
            <Box sx={{ width: searchInputCollapsed ? 'auto' : '100%', maxWidth: searchInputCollapsed ? undefined : 760 }}>
              <SearchBox collapsed={searchInputCollapsed} />
            </Box>
          </Box>
        )}
        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 1 }, justifyContent: 'flex-end' }}>
          <CartLink />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <UserMenu />
          </Box>
        </Box>
      </Container>
      {drawerWanted && <MobileDrawer open={drawerOpen} onClose={closeDrawer} enabledArticleTypes={enabledArticleTypes} />}
    </Box>
  );
}
