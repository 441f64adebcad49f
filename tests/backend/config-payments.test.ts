// The payment settings: the simulated provider only when asked for, a real provider only with its secret.
import { ConfigError, loadConfig } from '../../backend/src/config';

const base = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/unused-config-test',
  OPERATOR_TOKEN: 'x'.repeat(32),
  UPLOAD_SECRET: 'y'.repeat(32),
};
const load = (extra: Record<string, string> = {}) => loadConfig({ ...base, ...extra } as NodeJS.ProcessEnv);

describe('payment settings', () => {
  it('have the simulated provider off and no real provider unless set', () => {
    expect(load()).toMatchObject({ simulatedPayments: false, onePay: null });
    expect(load({ SIMULATED_PAYMENTS: '1' }).simulatedPayments).toBe(true);
    expect(load({ SIMULATED_PAYMENTS: '0' }).simulatedPayments).toBe(false);
    expect(() => load({ SIMULATED_PAYMENTS: 'yes please' })).toThrow(ConfigError);
  });

  it('take a real provider only with its notification secret, never both providers at once', () => {
    expect(() => load({ ONEPAY_CHECKOUT_URL: 'https://pay.example.com/checkout' })).toThrow(/ONEPAY_NOTIFY_SECRET/);
    expect(() => load({ ONEPAY_NOTIFY_SECRET: 'z'.repeat(32) })).toThrow(/ONEPAY_CHECKOUT_URL/);
    expect(() =>
      load({ ONEPAY_CHECKOUT_URL: 'https://pay.example.com/checkout', ONEPAY_NOTIFY_SECRET: 'short' }),
    ).toThrow(/16 characters/);
    expect(() => load({ ONEPAY_CHECKOUT_URL: 'ftp://pay.example.com', ONEPAY_NOTIFY_SECRET: 'z'.repeat(32) })).toThrow(
      /http/,
    );
    expect(() =>
      load({
        ONEPAY_CHECKOUT_URL: 'https://pay.example.com/checkout',
        ONEPAY_NOTIFY_SECRET: 'z'.repeat(32),
        SIMULATED_PAYMENTS: '1',
      }),
    ).toThrow(/SIMULATED_PAYMENTS/);
    expect(
      load({ ONEPAY_CHECKOUT_URL: 'https://pay.example.com/checkout', ONEPAY_NOTIFY_SECRET: 'z'.repeat(32) }).onePay,
    ).toEqual({
      checkoutUrl: 'https://pay.example.com/checkout',
      statusUrl: null,
      notifySecret: 'z'.repeat(32),
    });
  });
});
