// The tenant preferences that hide the shipping pages (proxy shipping, in-stock items, transit). The user menu
// hides their items (components/layout/userMenuItems.ts); the pages themselves answer 404 for such a tenant, so
// a bookmarked or typed address does not reach a service the agent does not offer. Each page is offered unless
// its preference is explicitly false, the same rule the menu follows.
import type { GetServerSidePropsResult } from 'next';
import { offersPage, type ShippingPreference } from '@/components/shipping/offeredPages';
import type { PageLoader } from '@/services/server/withPage';

/** A page loader that first answers 404 when the tenant's preference hides the page. */
export function gatedBy<P extends Record<string, unknown>>(
  preference: ShippingPreference,
  loader: PageLoader<P>,
): PageLoader<P> {
  return (ctx, page) => {
    if (!offersPage(page.tenant, preference)) return { notFound: true } satisfies GetServerSidePropsResult<P>;
    return loader(ctx, page);
  };
}
