// Next's error page, for what knows no tenant: server errors (500), other statuses, errors during a client
// navigation, and a 404 Next answers itself (an address under /_next, a page built without withPage). An address no
// page answers on a known site is the site's own 404 instead (pages/[...missing].tsx). It renders per request on
// purpose: a page built ahead (a static 404.tsx) carries the nonce of the build in its inline start-up script, which
// the Content-Security-Policy of the response it is served with does not name, so it would never start in the
// browser. On the server it loads the common translations itself; in the browser the translations the app already
// holds are used. `typeof window` checks are compiled away per side, so the file-system loader never reaches the
// browser bundle.
import type { NextPageContext } from 'next';
import StatusPage from '@/components/home/StatusPage';
import { definePage, type PageWithSettings } from '@/services/pageSettings';

interface ErrorProps extends Record<string, unknown> {
  statusCode: number;
}

export const settings = definePage({});

const ErrorPage: PageWithSettings<ErrorProps> & {
  getInitialProps?: (ctx: NextPageContext) => Promise<ErrorProps>;
} = ({ statusCode }) => <StatusPage status={statusCode} />;

ErrorPage.getInitialProps = async ({ res, err, locale }) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  if (typeof window === 'undefined') {
    try {
      const { serverSideTranslations } = await import('next-i18next/pages/serverSideTranslations');
      return { statusCode, ...(await serverSideTranslations(locale ?? 'en', ['common'])) };
    } catch (error) {
      console.warn('[_error] translations could not load', error);
    }
  }
  return { statusCode };
};
ErrorPage.settings = settings;
export default ErrorPage;
