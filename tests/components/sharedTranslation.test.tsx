import { act, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { I18nextProvider } from 'react-i18next';
import { useTranslation as sharedUseTranslation } from '@/services/i18n/sharedTranslation';

async function makeI18n() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'cart'],
    defaultNS: 'common',
    resources: {
      en: {
        common: { siteNotFound: { title: 'Hello' }, errorState: { title: 'Bye' } },
        cart: { warehouse: { none: 'Cart' } },
      },
      fr: {
        common: { siteNotFound: { title: 'Bonjour' }, errorState: { title: 'Au revoir' } },
        cart: { warehouse: { none: 'Panier' } },
      },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

const seen: TFunction[] = [];

function Greeting({ id }: { id: string }) {
  const { t } = useTranslation('common');
  seen.push(t as TFunction);
  return <p data-testid={id}>{t('siteNotFound.title')}</p>;
}

function CartTitle() {
  const { t } = useTranslation(['cart', 'common']);
  return <h1>{`${t('warehouse.none')} / ${t('common:errorState.title')}`}</h1>;
}

beforeEach(() => {
  seen.length = 0;
});

describe('useTranslation (one translation function per namespace)', () => {
  it('is what the application gets from next-i18next/pages', () => {
    expect(useTranslation).toBe(sharedUseTranslation);
  });

  it('hands every component of a render the same function for the same namespace', async () => {
    const i18n = await makeI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting id="a" />
        <Greeting id="b" />
        <CartTitle />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('Hello');
    expect(screen.getByTestId('b')).toHaveTextContent('Hello');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    // The first namespace is the default one, another is reached with its prefix.
    expect(screen.getByRole('heading')).toHaveTextContent('Cart / Bye');
  });

  it('renders again in the new language when the language changes', async () => {
    const i18n = await makeI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting id="a" />
        <CartTitle />
      </I18nextProvider>,
    );
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(screen.getByTestId('a')).toHaveTextContent('Bonjour');
    expect(screen.getByRole('heading')).toHaveTextContent('Panier / Au revoir');
  });

  it('loads a namespace the instance lacks and renders again once it is there', async () => {
    const reads: string[] = [];
    const backend = {
      type: 'backend' as const,
      init: () => undefined,
      read(language: string, namespace: string, done: (error: null, data: Record<string, unknown>) => void) {
        reads.push(`${language}/${namespace}`);
        setTimeout(() => done(null, namespace === 'cart' ? { warehouse: { none: 'Cart' } } : {}), 10);
      },
    };
    const i18n = i18next.createInstance();
    await i18n.use(backend).init({ lng: 'en', fallbackLng: false, ns: ['common'], defaultNS: 'common' });
    function Late() {
      const { t, ready } = useTranslation('cart');
      return <h2>{ready ? t('warehouse.none') : 'loading'}</h2>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('loading');
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(reads).toEqual(['en/common', 'en/cart']);
  });
});
