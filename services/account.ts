// The shopper's balance and pay password (/front/user-account), deposit channels, deposit and withdrawal
// requests, and refunds. Amounts are CNY as the server computed them; nothing here adds money up.
import type {
  AccountSummary,
  AccountSummaryQuery,
  CertificateRequest,
  CertificateResponse,
  CreateDepositRequest,
  DepositChannel,
  ForgotPayPasswordRequest,
  FundRequest,
  FundRequestList,
  FundRequestQuery,
  RefundList,
  RefundListQuery,
  ResetPayPasswordRequest,
  TransactionList,
  TransactionsQuery,
  UpdateDepositRequest,
  UploadToken,
  UserAccount,
  WithdrawalRequest,
} from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/user-account';

/** Drops empty filters so the query string carries only what the shopper chose. */
function params<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

export function getAccount(http: Http): Promise<Result<UserAccount>> {
  return call<UserAccount>(http.get(base));
}

export function setFirstPayPassword(http: Http, payPassword: string): Promise<Result<UserAccount>> {
  return call<UserAccount>(http.post(`${base}/first-set-pay-password`, { payPassword }));
}

export function changePayPassword(http: Http, body: ResetPayPasswordRequest): Promise<Result<UserAccount>> {
  return call<UserAccount>(http.post(`${base}/resetPayPassword`, body));
}

/** A forgotten pay password replaced with an email code (sent to the login email first). */
export function resetForgottenPayPassword(http: Http, body: ForgotPayPasswordRequest): Promise<Result<UserAccount>> {
  return call<UserAccount>(http.post(`${base}/pay-password`, body));
}

export function getTransactions(http: Http, query: TransactionsQuery): Promise<Result<TransactionList>> {
  return call<TransactionList>(http.get(`${base}/transactions`, { params: params(query) }));
}

export function getSummary(http: Http, query: AccountSummaryQuery): Promise<Result<AccountSummary>> {
  return call<AccountSummary>(http.get(`${base}/querySummary`, { params: params(query) }));
}

export function getDepositChannels(http: Http): Promise<Result<DepositChannel[]>> {
  return call<DepositChannel[]>(http.get('/front/deposit-channels'));
}

export function createDeposit(http: Http, body: CreateDepositRequest): Promise<Result<FundRequest>> {
  return call<FundRequest>(http.post(`${base}/deposits`, body));
}

/** The receipt image types a deposit accepts (the upload token is issued for one of them). */
export type ReceiptExt = 'jpg' | 'png';

/**
 * Starts a deposit by receipt: the pending request and an upload token for its private receipt image, issued for
 * the image's type (`ext`).
 */
export function startReceiptDeposit(
  http: Http,
  body: CertificateRequest & { ext?: ReceiptExt },
): Promise<Result<CertificateResponse>> {
  return call<CertificateResponse>(http.post(`${base}/certificate`, body));
}

/** A new upload token for the receipt of a pending deposit (to replace its image). */
export function getReceiptUploadToken(http: Http, depositId: string, ext: ReceiptExt): Promise<Result<UploadToken>> {
  return call<UploadToken>(
    http.get(`${base}/deposits/${encodeURIComponent(depositId)}/receipt-token`, { params: { ext } }),
  );
}

export function updateDeposit(http: Http, body: UpdateDepositRequest): Promise<Result<FundRequest>> {
  return call<FundRequest>(http.post(`${base}/update-deposit`, body));
}

export function getFundRequests(http: Http, query: FundRequestQuery): Promise<Result<FundRequestList>> {
  return call<FundRequestList>(http.get(`${base}/operations`, { params: params(query) }));
}

export function getFundRequest(http: Http, id: string): Promise<Result<FundRequest>> {
  return call<FundRequest>(http.get(`${base}/queryDetail/${encodeURIComponent(id)}`));
}

export function requestWithdrawal(http: Http, body: WithdrawalRequest): Promise<Result<FundRequest>> {
  return call<FundRequest>(http.post(`${base}/withdrawals`, body));
}

export function getRefunds(http: Http, query: RefundListQuery): Promise<Result<RefundList>> {
  return call<RefundList>(http.get('/front/refunds', { params: params(query) }));
}

/**
 * A receipt's API path as the browser loads it: through the storefront's /api proxy, which adds the shopper's
 * credentials (the image is private). Absolute addresses are left as they are.
 */
export function receiptSrc(receiptUrl: string): string {
  if (/^https?:\/\//.test(receiptUrl) || receiptUrl.startsWith('/api/')) return receiptUrl;
  return `/api${receiptUrl.startsWith('/') ? '' : '/'}${receiptUrl}`;
}
