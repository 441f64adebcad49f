// Header navigation: Home, then one item per enabled article type, in a fixed order. Types without a page
// of their own (ABOUT_TRANSIT, USER_AGREEMENT, PROHIBITED_PURCHASE_ITEMS) never show.
import type { ArticleType } from '@/contract';
import type common from '@/locales/en/common.json';

export type NavKey = keyof typeof common.nav;

export interface NavItem {
  /** Key under `nav.` in common. */
  key: NavKey;
  href: string;
}

export const ARTICLE_ROUTES: ReadonlyArray<{ type: ArticleType; key: NavKey; href: string }> = [
  { type: 'HOW_TO_USE', key: 'howToUse', href: '/how-to-use' },
  { type: 'ABOUT_TRANSIT_FEE', key: 'transportationCharge', href: '/transportation-charge' },
  { type: 'SOURCING_SERVICE', key: 'sourcingService', href: '/sourcing-service' },
  { type: 'PAYMENT_GUIDE', key: 'paymentGuide', href: '/payment-guide' },
  { type: 'FAQ', key: 'faq', href: '/faq' },
  { type: 'ABOUT_US', key: 'about', href: '/about' },
];

export const HOME_ITEM: NavItem = { key: 'home', href: '/' };

export function buildNavItems(enabled: readonly ArticleType[]): NavItem[] {
  const set = new Set(enabled);
  return [HOME_ITEM, ...ARTICLE_ROUTES.filter((route) => set.has(route.type)).map(({ key, href }) => ({ key, href }))];
}

/** The item for the current path: exact match, or the longest prefix ("/faq/x" → "/faq"); Home only on "/". */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  let best: string | null = null;
  for (const { href } of items) {
    const matches = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
