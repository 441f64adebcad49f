// The site header: status bar, then one row with the logo, the navigation, the search box, the cart link
// and the user menu. One DOM for every width, rearranged with grid areas, so nothing renders twice:
// - desktop, search collapsed:  logo | nav | search | actions
// - desktop, search expanded:   logo | search | actions / nav across
// - phone (< 600 px):           menu | logo | (search) | cart, the full search box on its own row when expanded;
//                               the navigation and the account menu live in a drawer.
import { useCallback, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import IconButton from '@/components/common/PlainIconButton';
import { styled } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchBox from '@/components/search/SearchBox';
import type { ArticleType } from '@/contract';
import CartLink, { CART_LINK_CLASS } from './CartLink';
import { fullWidthRow } from './fullWidthRow';
import Logo from './Logo';
import Nav from './Nav';
import StatusBar from './StatusBar';
import { stylesPerTheme } from '@/theme/stylesPerTheme';
import UserMenu from './UserMenu';

// The phone drawer (MUI Drawer and its lists) loads with the first tap on the menu button, not with every page.
const MobileDrawer = dynamic(() => import('./MobileDrawer'), { ssr: false });

export interface HeaderProps {
  showSearchInput: boolean;
  searchInputCollapsed: boolean;
  enabledArticleTypes: readonly ArticleType[] | null;
}

type Layout = 'plain' | 'collapsed' | 'expanded';

function layoutOf(showSearch: boolean, collapsed: boolean): Layout {
  if (!showSearch) return 'plain';
  return collapsed ? 'collapsed' : 'expanded';
}

const GRID_XS: Record<Layout, { areas: string; columns: string }> = {
  plain: { areas: '"menu logo actions"', columns: 'auto minmax(0, 1fr) auto' },
  collapsed: { areas: '"menu logo search actions"', columns: 'auto minmax(0, 1fr) auto auto' },
  expanded: { areas: '"menu logo actions" "search search search"', columns: 'auto minmax(0, 1fr) auto' },
};
const GRID_SM: Record<Layout, { areas: string; columns: string }> = {
  plain: { areas: '"logo nav actions"', columns: 'auto minmax(0, 1fr) auto' },
  collapsed: { areas: '"logo nav search actions"', columns: 'auto minmax(0, 1fr) auto auto' },
  expanded: { areas: '"logo search actions" "nav nav nav"', columns: 'auto minmax(0, 1fr) auto' },
};
const LAYOUTS = ['plain', 'collapsed', 'expanded'] as const;

// The header's own boxes are plain elements with these classes; their rules are one style on the header, worked
// out once per theme instead of one MUI Box (and its sx) per slot. Rendered on every page of every request.
const SLOT = {
  row: 'Header-row',
  menu: 'Header-menu',
  logo: 'Header-logo',
  nav: 'Header-nav',
  search: 'Header-search',
  searchInner: 'Header-searchInner',
  actions: 'Header-actions',
  account: 'Header-account',
} as const;

const HeaderRoot = styled('header')(
  stylesPerTheme((theme) => {
    const sm = theme.breakpoints.up('sm');
    // Hidden-on-phones rules sit in a min-width: 0 query like MUI's own responsive values, so tools that ignore
    // media queries (jsdom) see every part, as they did before.
    const xs = theme.breakpoints.up('xs');
    const gutters = fullWidthRow(theme);
    return {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${theme.palette.divider}`,
      [`& .${SLOT.row}`]: {
        ...gutters.row,
        display: 'grid',
        alignItems: 'center',
        columnGap: theme.spacing(1),
        rowGap: theme.spacing(1),
        paddingBlock: theme.spacing(1),
        [sm]: { ...gutters.sm, columnGap: theme.spacing(2), paddingBlock: theme.spacing(1.5) },
      },
      ...Object.fromEntries(
        LAYOUTS.map((layout) => [
          `& .${SLOT.row}-${layout}`,
          {
            gridTemplateAreas: GRID_XS[layout].areas,
            gridTemplateColumns: GRID_XS[layout].columns,
            [sm]: { gridTemplateAreas: GRID_SM[layout].areas, gridTemplateColumns: GRID_SM[layout].columns },
          },
        ]),
      ),
      [`& .${SLOT.menu}`]: { gridArea: 'menu', display: 'flex', [sm]: { display: 'none' } },
      [`& .${SLOT.logo}`]: { gridArea: 'logo', display: 'flex', minWidth: 0 },
      [`& .${SLOT.nav}`]: { gridArea: 'nav', minWidth: 0, [xs]: { display: 'none' }, [sm]: { display: 'block' } },
      [`& .${SLOT.search}`]: { gridArea: 'search', minWidth: 0, display: 'flex', justifyContent: 'center' },
      [`& .${SLOT.search}-collapsed`]: { justifyContent: 'flex-end' },
      [`& .${SLOT.searchInner}`]: { width: '100%', maxWidth: 760 },
      [`& .${SLOT.search}-collapsed .${SLOT.searchInner}`]: { width: 'auto', maxWidth: 'none' },
      [`& .${SLOT.actions}`]: {
        gridArea: 'actions',
        display: 'flex',
        alignItems: 'center',
        gap: 0,
        justifyContent: 'flex-end',
        [sm]: { gap: theme.spacing(1) },
      },
      [`& .${SLOT.account}`]: { [xs]: { display: 'none' }, [sm]: { display: 'block' } },
      [`& .${CART_LINK_CLASS}`]: {
        textTransform: 'none',
        whiteSpace: 'nowrap',
        minWidth: 0,
        paddingInline: theme.spacing(1),
        fontWeight: 600,
      },
    };
  }),
);

export default function Header({ showSearchInput, searchInputCollapsed, enabledArticleTypes }: HeaderProps) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can also slide out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const layout = layoutOf(showSearchInput, searchInputCollapsed);

  return (
    <HeaderRoot>
      <StatusBar />
      <div className={`${SLOT.row} ${SLOT.row}-${layout}`}>
        <div className={SLOT.menu}>
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
        </div>
        <div className={SLOT.logo}>
          <Logo />
        </div>
        <div className={SLOT.nav}>
          <Nav enabledArticleTypes={enabledArticleTypes} />
        </div>
        {showSearchInput && (
          <div className={searchInputCollapsed ? `${SLOT.search} ${SLOT.search}-collapsed` : SLOT.search}>
            <div className={SLOT.searchInner}>
              <SearchBox collapsed={searchInputCollapsed} />
            </div>
          </div>
        )}
        <div className={SLOT.actions}>
          <CartLink />
          <div className={SLOT.account}>
            <UserMenu />
          </div>
        </div>
      </div>
      {drawerWanted && (
        <MobileDrawer open={drawerOpen} onClose={closeDrawer} enabledArticleTypes={enabledArticleTypes} />
      )}
    </HeaderRoot>
  );
}
