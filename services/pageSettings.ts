// What a page declares about itself: layout flags read by _app/AppLayout, and `requireAuth` / `namespaces` read by
// the server-side wrapper (services/server/withPage.ts). It sits beside pageProps.ts rather than in server/ because
// the browser reads it too (_app, the layout). Defaults: the full shell (header with a collapsed search box, footer).
import type { NextPage } from 'next';
import type { FlatNamespace, ParseKeys } from 'i18next';

/** A `common` translation key, or plain text (a product title, the search words) when `raw` is set. */
export type Breadcrumb =
  { label: ParseKeys<'common'>; href?: string; raw?: false } | { label: string; href?: string; raw: true };

export interface PageSettings {
  appLayout?: boolean;
  showHeader?: boolean;
  showContentHeader?: boolean;
  showSearchInput?: boolean;
  searchInputCollapsed?: boolean;
  showFooter?: boolean;
  bottomPadding?: boolean;
  requireAuth?: boolean;
  /** Translation namespaces besides `common` (each registered in types/i18next.d.ts). */
  namespaces?: FlatNamespace[];
  breadcrumbs?: Breadcrumb[];
}

export type ResolvedPageSettings = Required<Omit<PageSettings, 'breadcrumbs'>> & { breadcrumbs: Breadcrumb[] };

export const DEFAULT_PAGE_SETTINGS: ResolvedPageSettings = {
  appLayout: true,
  showHeader: true,
  showContentHeader: false,
  showSearchInput: true,
  searchInputCollapsed: true,
  showFooter: true,
  bottomPadding: false,
  requireAuth: false,
  namespaces: [],
  breadcrumbs: [],
};

/** Identity with type checking, so a page writes `export const settings = definePage({...})`. */
export function definePage(settings: PageSettings): PageSettings {
  return settings;
}

export function resolvePageSettings(settings: PageSettings | undefined): ResolvedPageSettings {
  return { ...DEFAULT_PAGE_SETTINGS, ...settings, breadcrumbs: settings?.breadcrumbs ?? [] };
}

/** A page component carrying its settings for _app. */
export type PageWithSettings<P = Record<string, unknown>> = NextPage<P> & { settings?: PageSettings };
