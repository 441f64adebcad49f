// What a page declares about itself: layout flags read by _app/AppLayout, and `requireAuth` / `namespaces` read by
// the server-side wrapper (services/server/withPage.ts). It sits beside pageProps.ts rather than in server/ because
// the browser reads it too (_app, the layout). Defaults: the full shell (header with a collapsed search box, footer).
import type { NextPage } from 'next';

export interface Breadcrumb {
  /** Translation key (in `common` unless prefixed with `ns:`) or plain text when `raw` is set. */
  label: string;
  href?: string;
  raw?: boolean;
}

export interface PageSettings {
  appLayout?: boolean;
  showHeader?: boolean;
  showContentHeader?: boolean;
  showSearchInput?: boolean;
  searchInputCollapsed?: boolean;
  showFooter?: boolean;
  bottomPadding?: boolean;
  requireAuth?: boolean;
  /** Translation namespaces besides `common`. */
  namespaces?: string[];
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
