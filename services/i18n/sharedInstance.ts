// appWithTranslation as the application calls it, with one i18next instance per page data on the server instead of
// one per request. next-i18next's own wrapper builds and initialises a new instance for every render of the app:
// its services, plural rules and loggers, then a new translation function per namespace (sharedTranslation.ts keeps
// those per instance), several per cent of an uncached render. The server's page data for translations is one
// object per (language, namespaces) and process (services/server/translationsCache.ts), and the instance the library
// builds depends on nothing else (its language, namespaces and resources all come from that object, its options from
// the configuration given here). So the first render of a page data goes through the library, which builds the
// instance; the app records it, and every later render of the same page data is handed that instance.
//
// A shared instance is only read while a page renders: i18next translates synchronously, and what changes an
// instance (changing the language, loading namespaces, adding resources) runs in effects and event handlers, which
// the server never runs. The browser keeps the library's behaviour unchanged: one instance for the visit.
import { createElement, useContext, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import { I18nContext, appWithTranslation as libraryAppWithTranslation } from './nextI18nextLibrary';

type Config = Parameters<typeof libraryAppWithTranslation>[1];
type LibraryApp = Parameters<typeof libraryAppWithTranslation>[0];

export function appWithTranslation<P extends AppProps>(App: ComponentType<P>, config?: Config): ComponentType<P> {
  if (typeof window !== 'undefined')
    return libraryAppWithTranslation(App as unknown as LibraryApp, config) as unknown as ComponentType<P>;
  // Per page data, the context react-i18next's I18nextProvider gives its instance (the library's wrapper passes no
  // default namespace), made once when the instance is recorded.
  const contexts = new WeakMap<object, { i18n: I18n; defaultNS: undefined }>();
  const pageDataOf = (props: P): object | undefined =>
    (props.pageProps as { _nextI18Next?: object } | undefined)?._nextI18Next;

  function RecordingApp(props: P) {
    const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
    const pageData = pageDataOf(props);
    if (pageData && context?.i18n && !contexts.has(pageData))
      contexts.set(pageData, { i18n: context.i18n, defaultNS: undefined });
    return createElement(App, props);
  }
  const LibraryApp = libraryAppWithTranslation(
    RecordingApp as unknown as LibraryApp,
    config,
  ) as unknown as ComponentType<P>;

  function SharedInstanceApp(props: P) {
    const pageData = pageDataOf(props);
    const value = pageData ? contexts.get(pageData) : undefined;
    if (!value) return createElement(LibraryApp, props);
    return createElement(I18nContext.Provider, { value }, createElement(App, props));
  }
  return SharedInstanceApp;
}
