// Payments (/front/payments): the unpaid records a shopper owes, paying one or several from the balance with the
// pay password, and the online top-up pay code (/front/onepay).
import type {
  BatchPayResult,
  OnePayCode,
  OnePayCodeRequest,
  OnePayProviderInfo,
  PaymentPayResult,
  UnpaidPayments,
  UnpaidPaymentsQuery,
  UserAccount,
} from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

const base = '/front/payments';

export function getUnpaidPayments(http: Http, query: UnpaidPaymentsQuery = {}): Promise<Result<UnpaidPayments>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return call<UnpaidPayments>(http.get(`${base}/unpaid`, { params }));
}

export function payPayment(http: Http, paymentNo: string, payPassword: string): Promise<Result<PaymentPayResult>> {
  return call<PaymentPayResult>(http.post(`${base}/${encodeURIComponent(paymentNo)}/pay`, { payPassword }));
}

/** All or nothing: one refusal pays none of them. */
export function batchPay(
  http: Http,
  paymentNos: readonly string[],
  payPassword: string,
): Promise<Result<BatchPayResult>> {
  return call<BatchPayResult>(http.post(`${base}/batch-pay`, { paymentNos, payPassword }));
}

/** One record through its own call, several through batch-pay; either way the balance afterwards. */
export async function payPayments(
  http: Http,
  paymentNos: readonly string[],
  payPassword: string,
): Promise<Result<{ account: UserAccount }>> {
  const [only] = paymentNos;
  if (paymentNos.length === 1 && only) {
    return mapResult(await payPayment(http, only, payPassword), (data) => ({ account: data.account }));
  }
  return mapResult(await batchPay(http, paymentNos, payPassword), (data) => ({ account: data.account }));
}

/** Which payment provider takes online top-ups on this site (null: none, top up by transfer). */
export function getOnePayProvider(http: Http): Promise<Result<OnePayProviderInfo>> {
  return call<OnePayProviderInfo>(http.get('/front/onepay/provider'));
}

export function createPayCode(http: Http, body: OnePayCodeRequest): Promise<Result<OnePayCode>> {
  return call<OnePayCode>(http.post('/front/onepay/payCode', body));
}

export function getPayCode(http: Http, payCode: string): Promise<Result<OnePayCode>> {
  return call<OnePayCode>(http.get(`/front/onepay/${encodeURIComponent(payCode)}`));
}
