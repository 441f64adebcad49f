// The shell every page renders first is styled by static stylesheets (CSS modules reading theme/shellVars.ts), not
// Emotion: one MUI component or `styled` call back in it brings Emotion's style work into every render and its
// runtime into every page's first load. What opens on use (menus, drawer, popups, tooltips) may stay MUI.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

const SHELL = [
  'components/layout/AppLayout.tsx',
  'components/layout/BackToTop.tsx',
  'components/layout/Breadcrumbs.tsx',
  'components/layout/CartLink.tsx',
  'components/layout/DisplayToggles.tsx',
  'components/layout/Footer.tsx',
  'components/layout/FooterSupport.tsx',
  'components/layout/Header.tsx',
  'components/layout/LanguageMenu.tsx',
  'components/layout/Logo.tsx',
  'components/layout/Nav.tsx',
  'components/layout/SocialIcons.tsx',
  'components/layout/StatusBar.tsx',
  'components/layout/UnreadDot.tsx',
  'components/layout/UserMenu.tsx',
  'components/common/PlainIcon.tsx',
  'components/common/PlainIconButton.tsx',
  'components/common/PlainTextButton.tsx',
  // The header's search box, and the search page's first screen around the results.
  'components/search/SearchBox.tsx',
  'components/search/results/CategoryChips.tsx',
  'components/search/results/ChannelTabs.tsx',
  'components/search/results/ResultCard.tsx',
  'components/search/results/ResultsSkeleton.tsx',
  'components/search/results/SearchResultsView.tsx',
  // The home page's first screen and its cards (the promo image below it is still MUI).
  'components/home/Announcements.tsx',
  'components/home/BannerCarousel.tsx',
  'components/home/SloganBlock.tsx',
  'components/product/ProductCardView.tsx',
  // The footer's copy buttons, and the account page's and sign-in forms' fields, spinners and code button.
  'components/common/CopyText.tsx',
  'components/auth/PasswordField.tsx',
  'components/auth/EmailCodeField.tsx',
  'components/auth/SendCodeButton.tsx',
  'components/auth/CodeStatus.tsx',
  'components/account/LoadingSpinner.tsx',
  // The transit page's first screen: tabs, cards, chips and actions (the order's detail dialog loads on use).
  'components/common/PlainScrollableTabs.tsx',
  'components/transit/TransitView.tsx',
  'components/transit/TransitOrderCard.tsx',
  'components/transit/TransitActions.tsx',
  'components/transit/TransitStatusChip.tsx',
];

const EMOTION_OR_MUI =
  /from '(@mui\/material[^']*|@mui\/icons-material[^']*|@mui\/utils[^']*|@emotion\/[^']*|@\/theme\/stylesPerTheme)'/g;

describe('the shell is styled without Emotion', () => {
  it.each(SHELL)('%s imports no MUI component, icon or Emotion style', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    expect([...source.matchAll(EMOTION_OR_MUI)].map((m) => m[1])).toEqual([]);
    expect(source).not.toMatch(/\bsx=\{/);
  });
});
