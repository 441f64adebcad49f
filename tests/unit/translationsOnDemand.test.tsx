import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  hasTranslations,
  loadTranslations,
  useTranslationsOnDemand,
  withTranslationsOnDemand,
} from '@/services/i18n/translationsOnDemand';
import { localeFile } from '../components/helpers/renderWithProviders';

/** An instance as a page's: `common` in the page's language (and English, its fallback), nothing else. */
function pageInstance(language: string, fallbackLng: string | false = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng,
    supportedLngs: ['en', 'ar', 'zh-CN'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { [language]: { common: localeFile(language, 'common') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

type Texts = Record<string, Record<string, string>>;

describe('translations on demand', () => {
  it('adds the namespaces in the page language and its fallback, with the words of the locale files', async () => {
    const i18n = pageInstance('ar');
    expect(hasTranslations(i18n, ['payments'])).toBe(false);
    await loadTranslations(i18n, ['payments', 'auth']);
    expect(hasTranslations(i18n, ['payments', 'auth'])).toBe(true);
    const arabic = localeFile('ar', 'payments') as Texts;
    const english = localeFile('en', 'payments') as Texts;
    expect(i18n.getFixedT('ar', 'payments')('dialog.cancel')).toBe(arabic.dialog?.cancel);
    expect(i18n.getResourceBundle('en', 'payments')).toEqual(english);
  });

  it('keeps a text the page data already carries', async () => {
    const i18n = pageInstance('en', false);
    i18n.addResourceBundle('en', 'cart', { title: 'From the page' });
    await loadTranslations(i18n, ['cart']);
    expect(i18n.getFixedT('en', 'cart')('title')).toBe('From the page');
    expect(i18n.hasResourceBundle('en', 'orders')).toBe(false);
  });

  it('asks for a language without a locale folder (a language part such as zh) nothing', async () => {
    const i18n = pageInstance('zh-CN', false);
    await loadTranslations(i18n, ['orders']);
    expect(i18n.hasResourceBundle('zh-CN', 'orders')).toBe(true);
    expect(hasTranslations(i18n, ['orders'])).toBe(true);
  });

  it('renders the loaded part only once its words are in, never a key', async () => {
    const i18n = pageInstance('en', false);
    function Cancel({ suffix }: { suffix: string }) {
      const { t } = useTranslation('payments');
      return (
        <button type="button">
          {t('dialog.cancel')}
          {suffix}
        </button>
      );
    }
    const load = withTranslationsOnDemand(() => Promise.resolve({ default: Cancel }), ['payments']);
    const Loaded = await load();
    render(
      <I18nextProvider i18n={i18n}>
        <Loaded suffix="!" />
      </I18nextProvider>,
    );
    const english = localeFile('en', 'payments') as Texts;
    // Without the app's instance (as in a test) the loader could not fetch the words: the part fetches them itself.
    expect(screen.queryByRole('button')).toBeNull();
    expect(await screen.findByRole('button', { name: `${english.dialog?.cancel}!` })).toBeInTheDocument();
    expect(await load()).toBe(Loaded);
  });

  it('loads again what a new language lacks', async () => {
    const i18n = pageInstance('en', false);
    function Probe() {
      return <p>{useTranslationsOnDemand(['orders']) ? 'ready' : 'waiting'}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    i18n.addResourceBundle('ar', 'common', localeFile('ar', 'common'));
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('ar', 'orders')).toBe(true);
  });
});
