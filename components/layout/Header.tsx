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
import PlainIcon from '@/components/common/PlainIcon';
import { MENU } from '@/components/common/plainIconPaths';
import SearchBox from '@/components/search/SearchBox';
import type { ArticleType } from '@/contract';
import CartLink from './CartLink';
import styles from './Header.module.css';
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

type Layout = 'plain' | 'collapsed' | 'expanded';

function layoutOf(showSearch: boolean, collapsed: boolean): Layout {
  if (!showSearch) return 'plain';
  return collapsed ? 'collapsed' : 'expanded';
}

// The header's boxes are plain elements styled by a static stylesheet (Header.module.css) that reads the theme's
// custom properties: no style work per render on the one part of the page every request renders.
export default function Header({ showSearchInput, searchInputCollapsed, enabledArticleTypes }: HeaderProps) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can also slide out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const layout = layoutOf(showSearchInput, searchInputCollapsed);

  return (
    <header className={styles.header}>
      <StatusBar />
      <div className={`${styles.row} ${styles[layout]}`}>
        <div className={styles.menu}>
          <IconButton
            edge="start"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <PlainIcon d={MENU} />
          </IconButton>
        </div>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.nav}>
          <Nav enabledArticleTypes={enabledArticleTypes} />
        </div>
        {showSearchInput && (
          <div className={searchInputCollapsed ? `${styles.search} ${styles.searchCollapsed}` : styles.search}>
            <div className={styles.searchInner}>
              <SearchBox collapsed={searchInputCollapsed} />
            </div>
          </div>
        )}
        <div className={styles.actions}>
          <CartLink className={styles.cartLink} />
          <div className={styles.account}>
            <UserMenu />
          </div>
        </div>
      </div>
      {drawerWanted && (
        <MobileDrawer open={drawerOpen} onClose={closeDrawer} enabledArticleTypes={enabledArticleTypes} />
      )}
    </header>
  );
}
