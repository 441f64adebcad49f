// What a page loader receives from withPage, for calling a loader on its own: a server context whose response
// status the loader may set, and the page context withPage would build (logged out, English, no cached types).
import type { GetServerSidePropsContext } from 'next';
import type { Tenant } from '@/contract';
import type { Http } from '@/services/http';
import type { PageContext } from '@/services/server/withPage';

export function loaderContext(http: Http, tenant: Tenant, overrides: Partial<PageContext> = {}) {
  const ctx = { res: { statusCode: 200 }, query: overrides.query ?? {} } as GetServerSidePropsContext;
  const page: PageContext = {
    tenant,
    http,
    session: { loggedIn: false, profile: null, token: null },
    locale: 'en',
    query: {},
    enabledArticleTypes: null,
    ...overrides,
  };
  return { ctx, page };
}
