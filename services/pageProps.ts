// The props every page receives from services/server/withPage.ts, read by pages/_app.tsx. Kept apart from the
// server module so browser code can import the types without pulling server code.
import type { SSRConfig } from 'next-i18next/pages';
import type { ArticleType, Tenant, UserProfile } from '@/contract';
import type { PreferenceCookies } from '@/utils/cookies';
import type { RuntimeConfig } from './server/runtimeConfig';

export type { RuntimeConfig };

export interface SessionProps {
  loggedIn: boolean;
  profile: UserProfile | null;
}

/** Why the shell shows an error instead of the page (API down, misconfigured tenant). */
export interface ErrorStateProps {
  status: number;
  code: string;
}

export interface AppPageProps extends SSRConfig {
  tenant: Tenant | null;
  session: SessionProps;
  runtimeConfig: RuntimeConfig;
  initialPreferences: PreferenceCookies;
  /** The host maps to no tenant: _app renders components/common/SiteNotFound (status 404). */
  siteNotFound: boolean;
  errorState: ErrorStateProps | null;
  /** The page's loader found nothing at this address (or no page answers it): _app renders the site's 404 page
   * (components/home/StatusPage) in the layout, with status 404. */
  pageNotFound?: boolean;
  requireAuth: boolean;
  /** Optional: a page that already loaded the enabled article types hands them to the layout (saves a call). */
  enabledArticleTypes?: ArticleType[];
}
