// A failed load's notice: the error in the shopper's words (after what failed, when given) and one retry label.
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import RetryAlert from '@/components/common/RetryAlert';
import enCommon from '@/locales/en/common.json';
import arCommon from '@/locales/ar/common.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: enCommon }, ar: { common: arCommon } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const NETWORK = { kind: 'network', status: null, code: 'NETWORK_ERROR' } as const;

function renderAlert(props: Partial<Parameters<typeof RetryAlert>[0]> = {}) {
  const onRetry = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RetryAlert error={NETWORK} onRetry={onRetry} {...props} />
    </I18nextProvider>,
  );
  return { onRetry };
}

describe('RetryAlert', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('says the error in the shopper words and retries on a press, with nothing passed to the retry', () => {
    const { onRetry } = renderAlert();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(enCommon.errors.NETWORK_ERROR);
    fireEvent.click(screen.getByRole('button', { name: enCommon.errorState.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith();
  });

  it('names what failed before the error', () => {
    renderAlert({ what: 'The parcels could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The parcels could not be loaded. ${enCommon.errors.NETWORK_ERROR}`,
    );
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('ar');
    renderAlert();
    expect(screen.getByRole('alert')).toHaveTextContent(arCommon.errors.NETWORK_ERROR);
    expect(screen.getByRole('button', { name: arCommon.errorState.retry })).toBeInTheDocument();
  });
});
