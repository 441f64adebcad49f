/**
 * @jest-environment node
 */
// Server renders: one i18next instance per page data object, built by next-i18next the first time.
import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import { appWithTranslation } from '@/services/i18n/sharedInstance';
import { I18nContext } from '@/services/i18n/nextI18nextLibrary';
import { useTranslation } from '@/services/i18n/sharedTranslation';
import nextI18NextConfig from '../../next-i18next.config';

const seen: I18n[] = [];

function Greeting() {
  const { t, i18n } = useTranslation('common');
  // Keys of this test's own texts, not the storefront's typed ones.
  const translate = t as unknown as (key: string, options?: object) => string;
  const context = useContext(I18nContext) as { i18n?: I18n };
  if (context.i18n) seen.push(context.i18n);
  return createElement('p', null, `${i18n.language}: ${translate('hello')} / ${translate('items', { count: 2 })}`);
}
const App = () => createElement(Greeting);

function pageData(locale: string, hello: string) {
  return {
    _nextI18Next: {
      initialI18nStore: {
        [locale]: { common: { hello, items_one: '{{count}} item', items_other: '{{count}} items' } },
      },
      initialLocale: locale,
      ns: ['common'],
      userConfig: null,
    },
  };
}

const render = (Translated: ReturnType<typeof appWithTranslation>, pageProps: object) =>
  renderToString(createElement(Translated, { pageProps, Component: App, router: {} } as unknown as AppProps));

describe('appWithTranslation on the server', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('hands every render of the same page data the instance the first render built', () => {
    const Translated = appWithTranslation(App, nextI18NextConfig);
    const english = pageData('en', 'Hello');
    expect(render(Translated, english)).toContain('en: Hello / 2 items');
    expect(render(Translated, english)).toContain('en: Hello / 2 items');
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('builds another instance for other page data, with its own language and texts', () => {
    const Translated = appWithTranslation(App, nextI18NextConfig);
    expect(render(Translated, pageData('en', 'Hello'))).toContain('en: Hello');
    expect(render(Translated, pageData('fr', 'Bonjour'))).toContain('fr: Bonjour');
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('renders a page without translations as the library does', () => {
    const Translated = appWithTranslation(App, nextI18NextConfig);
    expect(() => render(Translated, {})).not.toThrow();
  });
});
