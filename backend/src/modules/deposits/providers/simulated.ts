import crypto from 'node:crypto';
import { notificationBody, signBody, verifierFor, type PaymentProvider, type ProviderNotification } from './provider';

/*
 * The demo's provider: its "hosted page" is the API's own simulated pay page (payPage.ts, served only when
 * SIMULATED_PAYMENTS is on). Confirming there makes this provider sign a notification for exactly the pay code's
 * amount with a key that lives only in this process, and hand it to the same notification handling a real
 * provider's notification goes through. No real money moves.
 */

export interface SimulatedProvider extends PaymentProvider {
  /** The signed notification the simulated page's confirm produces: the code's own amount, in CNY. */
  pay(payCode: string, amountFen: number): { body: string; signature: string };
}

export function simulatedProvider(): SimulatedProvider {
  const secret = crypto.randomBytes(32).toString('hex');
  const paid = new Map<string, ProviderNotification>();
  return {
    name: 'SIMULATED',
    async createPayment(payment) {
      return { payUrl: `/api/front/onepay/page/${payment.payCode}` };
    },
    async queryStatus(payCode) {
      return paid.get(payCode) ?? null;
    },
    verifyNotification: verifierFor(secret),
    pay(payCode, amountFen) {
      const notification: ProviderNotification = {
        payCode,
        status: 'PAID',
        amountFen,
        currency: 'CNY',
        providerRef: `SIM-${payCode}`,
      };
      paid.set(payCode, notification);
      const body = notificationBody(notification);
      return { body, signature: signBody(secret, body) };
    },
  };
}
