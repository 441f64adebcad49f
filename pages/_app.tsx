// The application shell: translations, stores, the document's direction and scheme, the progress bar, toasts and
// the page's layout from `Component.settings`. The theme reaches stylesheets as custom properties the server
// writes (theme/themeStylesheet.ts, styles/baseline.css); MUI's theme and Emotion load only with the parts of a
// page drawn with MUI (theme/MuiScope.tsx), never here, so a page without them does not pay for them. Server-side data comes
// from services/server/withPage.ts through page props (AppPageProps).
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import ReactDomClient from 'react-dom/client';
import type { Tenant } from '@/contract';
import AppLayout from '@/components/layout/AppLayout';
import { resolvePageSettings, type PageWithSettings } from '@/services/pageSettings';
import Notifications from '@/components/common/Notifications';
import ProgressBar from '@/components/common/ProgressBar';
import RequireLogin from '@/components/common/RequireLogin';
import LiveStatus from '@/components/common/LiveStatus';
import type { AppPageProps } from '@/services/pageProps';
import { DEFAULT_PRODUCT_LINK_KEY } from '@/services/server/runtimeConfig';
import { serverTranslationMemo } from '@/services/i18n/translationMemo';
import { CartProvider } from '@/stores/cart';
import { HttpProvider } from '@/stores/http';
import { PreferencesProvider, usePreferences } from '@/stores/preferences';
import { SessionProvider } from '@/stores/session';
import { TenantProvider } from '@/stores/tenant';
import { ServerEmotionCacheContext } from '@/theme/serverEmotionCache';
import { hydrateInTransition } from '@/utils/hydrateInTransition';
import nextI18NextConfig from '../next-i18next.config';
import '../styles/baseline.css';

// The whole-page states (the shell's error, an unknown site, the site's 404) load only with a page that shows them,
// not with the script every page loads first.
const ErrorState = dynamic(() => import('@/components/common/ErrorState'));
const SiteNotFound = dynamic(() => import('@/components/common/SiteNotFound'));
const StatusPage = dynamic(() => import('@/components/home/StatusPage'));

// The default import is react-dom/client's own exports object (a CommonJS module), the one the router calls.
if (typeof window !== 'undefined') hydrateInTransition(ReactDomClient);

type ShellProps = AppProps<Partial<AppPageProps>> & {
  /** `bare`: the bench's yardstick page (pages/bench-bare.tsx), rendered without the shell. */
  Component: PageWithSettings & { bare?: boolean };
  /** Given by _document on the server (the cache whose styles it extracts). */
  emotionCache?: EmotionCache;
};

/** The document follows the live preferences, so switching scheme or direction restyles at once. */
function DocumentPreferences({ serverCache, children }: { serverCache?: EmotionCache; children: ReactNode }) {
  const { scheme, schemeKnown, direction } = usePreferences();
  const { locale } = useRouter();

  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    if (locale) root.lang = locale;
    // A guess is not written: the document keeps following the device in CSS until the scheme is known.
    if (!schemeKnown) return;
    root.style.colorScheme = scheme;
    root.dataset.scheme = scheme;
  }, [direction, locale, scheme, schemeKnown]);

  return (
    <ServerEmotionCacheContext.Provider value={serverCache ?? null}>
      <ProgressBar />
      <Notifications>{children}</Notifications>
    </ServerEmotionCacheContext.Provider>
  );
}

function App({ Component, pageProps, emotionCache }: ShellProps) {
  // A page without withPage (the static 404) keeps the tenant of the previous page during a visit
  // (state derived from props: updated during render, React's documented pattern).
  const [lastTenant, setLastTenant] = useState<Tenant | null>(pageProps.tenant ?? null);
  if (pageProps.tenant && pageProps.tenant !== lastTenant) setLastTenant(pageProps.tenant);
  const tenant = pageProps.siteNotFound ? null : (pageProps.tenant ?? lastTenant);
  // The site's 404 (withPage, when a page's loader found nothing) takes the default layout, not the page's own.
  const pageSettings = pageProps.pageNotFound ? undefined : Component.settings;
  const settings = resolvePageSettings(pageSettings);
  const session = pageProps.session ?? { loggedIn: false, profile: null };
  const runtimeConfig = pageProps.runtimeConfig ?? { productLinkKey: DEFAULT_PRODUCT_LINK_KEY };

  let content: ReactNode;
  if (pageProps.siteNotFound) content = <SiteNotFound />;
  else if (pageProps.errorState)
    content = <ErrorState status={pageProps.errorState.status} code={pageProps.errorState.code} />;
  else {
    const page = pageProps.pageNotFound ? <StatusPage status={404} /> : <Component {...pageProps} />;
    content =
      settings.appLayout && tenant ? (
        <AppLayout settings={pageSettings} enabledArticleTypes={pageProps.enabledArticleTypes ?? null}>
          {page}
        </AppLayout>
      ) : (
        page
      );
  }

  return (
    <TenantProvider tenant={tenant} runtimeConfig={runtimeConfig}>
      <PreferencesProvider initial={pageProps.initialPreferences ?? null}>
        <DocumentPreferences serverCache={emotionCache}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            {tenant && <title>{tenant.name}</title>}
            {tenant?.description && <meta name="description" content={tenant.description} />}
          </Head>
          <HttpProvider>
            <CartProvider initialLoggedIn={session.loggedIn}>
              <SessionProvider initial={session}>
                {settings.requireAuth && !pageProps.siteNotFound && <RequireLogin />}
                <LiveStatus />
                {content}
              </SessionProvider>
            </CartProvider>
          </HttpProvider>
        </DocumentPreferences>
      </PreferencesProvider>
    </TenantProvider>
  );
}

// On the server every i18next instance shares one memo of plain lookups (services/i18n/translationMemo.ts).
const TranslatedApp = appWithTranslation(App, {
  ...nextI18NextConfig,
  use: serverTranslationMemo ? [serverTranslationMemo.plugin] : [],
});

/** The bench's yardstick page (pages/bench-bare.tsx) renders alone: no translations, theme or stores. */
export default function StorefrontApp(props: ShellProps) {
  const { Component, pageProps } = props;
  return Component.bare ? <Component {...pageProps} /> : <TranslatedApp {...props} />;
}
