import crypto from 'node:crypto';
import { z } from 'zod';
import type { OnePayProviderName } from '../../../../../contract';

/*
 * An online payment provider behind the top-up pay code. The API asks it for a payment (where the shopper pays),
 * learns of the result from the provider's signed notification (or by asking for the status), and credits what
 * the notification says was paid, in the currency it names: never an amount from the browser.
 *
 * The notification is JSON with an HMAC-SHA256 of the exact body bytes, hex, in the X-OnePay-Signature header,
 * keyed with the secret shared with the provider:
 *   { "payCode": "OP…", "status": "PAID" | "FAILED", "amount": "120.50", "currency": "CNY", "providerRef": "…" }
 */

export const SIGNATURE_HEADER = 'x-onepay-signature';

export interface ProviderPayment {
  payCode: string;
  amountFen: number;
  currency: 'CNY';
}

export interface ProviderNotification {
  payCode: string;
  status: 'PAID' | 'FAILED';
  /** What the provider reports as paid, in fen of `currency`. */
  amountFen: number;
  currency: string;
  providerRef: string;
}

export interface PaymentProvider {
  readonly name: OnePayProviderName;
  /** Where the shopper pays this code (an absolute URL at the provider, or a storefront path for the simulated one). */
  createPayment(payment: ProviderPayment): Promise<{ payUrl: string }>;
  /** The provider's own word on a code, already checked like a notification; null when it knows nothing yet. */
  queryStatus(payCode: string): Promise<ProviderNotification | null>;
  /** Checks the signature of a notification's body; the parsed notification, or null when it is not genuine. */
  verifyNotification(rawBody: string, signature: string | undefined): ProviderNotification | null;
}

export const signBody = (secret: string, body: string): string =>
  crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature.trim().toLowerCase(), 'hex'));
}

const notificationSchema = z.object({
  payCode: z.string().regex(/^OP[0-9A-F]{24}$/),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  providerRef: z.string().min(1).max(128),
});

/** The notification in a body whose signature has been checked; null when it is not one. */
export function parseNotification(rawBody: string): ProviderNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return null;
  const [whole, part = ''] = parsed.data.amount.split('.');
  const amountFen = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return null;
  return {
    payCode: parsed.data.payCode,
    status: parsed.data.status,
    amountFen,
    currency: parsed.data.currency,
    providerRef: parsed.data.providerRef,
  };
}

/** The body a provider sends for a notification (used by the simulated provider and by tests of a real one). */
export function notificationBody(n: ProviderNotification): string {
  return JSON.stringify({
    payCode: n.payCode,
    status: n.status,
    amount: (n.amountFen / 100).toFixed(2),
    currency: n.currency,
    providerRef: n.providerRef,
  });
}

/** A verifier over a shared secret: signature first, then the shape. */
export function verifierFor(secret: string): PaymentProvider['verifyNotification'] {
  return (rawBody, signature) => (signatureMatches(secret, rawBody, signature) ? parseNotification(rawBody) : null);
}
