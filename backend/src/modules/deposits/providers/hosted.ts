import type { HostedPaymentConfig } from '../../../config';
import { SIGNATURE_HEADER, signBody, verifierFor, type PaymentProvider } from './provider';

/*
 * A real provider with a hosted checkout page (ONEPAY_CHECKOUT_URL, ONEPAY_NOTIFY_SECRET, ONEPAY_STATUS_URL):
 * - the shopper is sent to the checkout URL with payCode, amount, currency and `sign`, an HMAC-SHA256 (hex) of
 *   "payCode|amount|currency" with the shared secret, so the provider can refuse a link whose amount was altered;
 * - the provider POSTs its notification to /front/onepay/notify (signed as provider.ts describes);
 * - when a status URL is set, a still-pending code is looked up there (GET ?payCode=…), and the answer must be a
 *   notification body with the same signature header, or it is ignored.
 */

const STATUS_TIMEOUT_MS = 5000;

export function hostedProvider(config: HostedPaymentConfig): PaymentProvider {
  const verify = verifierFor(config.notifySecret);
  return {
    name: 'HOSTED',
    async createPayment(payment) {
      const amount = (payment.amountFen / 100).toFixed(2);
      const url = new URL(config.checkoutUrl);
      url.searchParams.set('payCode', payment.payCode);
      url.searchParams.set('amount', amount);
      url.searchParams.set('currency', payment.currency);
      url.searchParams.set('sign', signBody(config.notifySecret, `${payment.payCode}|${amount}|${payment.currency}`));
      return { payUrl: url.toString() };
    },
    async queryStatus(payCode) {
      if (!config.statusUrl) return null;
      const url = new URL(config.statusUrl);
      url.searchParams.set('payCode', payCode);
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return null;
        const body = await response.text();
        const notification = verify(body, response.headers.get(SIGNATURE_HEADER) ?? undefined);
        return notification?.payCode === payCode ? notification : null;
      } catch {
        // The provider being unreachable leaves the code pending; its notification still settles it.
        return null;
      }
    },
    verifyNotification: verify,
  };
}
