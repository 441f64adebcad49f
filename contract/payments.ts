import type { FundRequest, UserAccount } from './account';
import type { Page } from './common';

/*
 * Payments: every amount a shopper owes is one payment record, settled once from the balance with the pay
 * password. `POST /front/payments/{paymentNo}/pay` and `POST /front/purchase-orders/{id}/pay` settle the same record.
 */

export const PAYMENT_ORDER_TYPES = ['PURCHASE', 'TRANSIT'] as const;
export type PaymentOrderType = (typeof PAYMENT_ORDER_TYPES)[number];

/** UNPAID until settled; CANCELLED when its order was closed before paying. */
export type PaymentStatus = 'UNPAID' | 'PAID' | 'CANCELLED';

export interface Payment {
  paymentNo: string;
  orderType: PaymentOrderType;
  orderNo: string;
  /** CNY. */
  amount: number;
  status: PaymentStatus;
  createdAt: string;
  paidAt: string | null;
}

/** GET /front/payments/unpaid?orderType=&orderNo=&pageNo=&pageSize= (pageSize ≤ 100, default 100). */
export interface UnpaidPaymentsQuery {
  orderType?: PaymentOrderType;
  orderNo?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface UnpaidPayments extends Page<Payment> {
  /** Sum of all unpaid amounts matching the filter (not only this page), CNY. */
  totalAmount: number;
}

/** Six digits. */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
export const PAY_PASSWORD_MAX_ATTEMPTS = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 15;

export interface PayRequest {
  payPassword: string;
}

/** POST /front/payments/{paymentNo}/pay */
export interface PaymentPayResult {
  payment: Payment;
  account: UserAccount;
}

/** POST /front/payments/batch-pay: all or nothing (any refusal pays none and names the payment). */
export interface BatchPayRequest {
  paymentNos: string[];
  payPassword: string;
}
export interface BatchPayResult {
  payments: Payment[];
  /** Sum paid, CNY. */
  total: number;
  account: UserAccount;
}

/**
 * POST /front/onepay/payCode: an online top-up. `orderAmount` is the CNY amount to pay at the provider;
 * `orderPay` optionally names an unpaid payment (paymentNo) that is settled right after the top-up arrives, with
 * what that top-up credited and only when that covers it (otherwise the shopper pays it with the pay password).
 * `payUrl` is where the shopper pays: the provider's checkout page, or with the demo's simulated provider a
 * storefront `/api/front/onepay/page/...` path. The balance is credited once, with the amount the provider's
 * signed notification names. 409 ONLINE_TOP_UP_UNAVAILABLE when the site has no provider; 429
 * TOO_MANY_PAY_CODES past the open pay code limit.
 */
export interface OnePayCodeRequest {
  orderPay?: string | null;
  orderAmount: number;
}
export type OnePayStatus = 'PENDING' | 'PAID' | 'EXPIRED';
export interface OnePayCode {
  payCode: string;
  payUrl: string;
  amount: number;
  status: OnePayStatus;
  /** The payment to settle after the top-up, if any. */
  orderPay: string | null;
  expiresAt: string;
  paidAt: string | null;
}
// GET /front/onepay/{payCode} → OnePayCode (the shopper's own; poll it after opening payUrl).

/** SIMULATED: the demo's pay page, no real money moves. HOSTED: a real provider's checkout page. */
export type OnePayProviderName = 'SIMULATED' | 'HOSTED';
/** GET /front/onepay/provider → which provider takes online top-ups here (null: online top-up is off). */
export interface OnePayProviderInfo {
  provider: OnePayProviderName | null;
}

/**
 * Error codes of payments, orders and the account (`ApiErrorBody.code`). Extra values travel as strings in
 * `ApiErrorBody.fields` under the names given here:
 * - PAY_PASSWORD_WRONG (400): fields { payPassword: 'PAY_PASSWORD_WRONG', attemptsLeft: '3' }
 * - PAY_PASSWORD_LOCKED (423): fields { payPassword: 'PAY_PASSWORD_LOCKED', retryAfterSeconds: '840' }, header retry-after
 * - PAY_PASSWORD_NOT_SET (409): set one with first-set-pay-password first
 * - PAY_PASSWORD_ALREADY_SET (409): first-set-pay-password when one exists
 * - INSUFFICIENT_BALANCE (409): fields { required: '120.50', available: '80.00' } (CNY)
 * - ALREADY_PAID (409): fields { paymentNo }
 * - PAYMENT_CANCELLED (409): the payment's order was closed; fields { paymentNo }
 * - PAYMENT_NOT_FOUND (404): fields { paymentNo } (batch: the first unknown one)
 * - ORDER_NOT_FOUND (404)
 * - ORDER_STATE (409): the order's state does not allow this; fields { status: '<current status>' }, detail the same
 * - ITEM_UNAVAILABLE (409): a line cannot be bought; fields { cartItemId | productSkuId | itemId: '<id>', reason:
 *   LineUnavailableReason, title: '<product title>' }
 * - WAREHOUSE_NOT_FOUND (400): fields { tenantWarehouseId: 'WAREHOUSE_NOT_FOUND' }
 * - CART_ITEM_NOT_FOUND (404): a cartItemIds entry is not in the cart (checkout); fields { cartItemId }
 * - AMOUNT_BELOW_MINIMUM (400): fields { amount: 'AMOUNT_BELOW_MINIMUM', minimum: '100.00' }
 * - DEPOSIT_CHANNEL_NOT_FOUND (400): fields { channelId: 'DEPOSIT_CHANNEL_NOT_FOUND' }
 * - REQUEST_NOT_FOUND (404): a deposit or withdrawal request
 * - REQUEST_STATE (409): the request is no longer PENDING; fields { status }
 * - RECEIPT_NOT_UPLOADED (400): update-deposit names a receipt key that was not uploaded; fields { receiptKey }
 * - CODE_INVALID / CODE_EXPIRED (400): the email code of pay-password
 * - ONEPAY_NOT_FOUND (404), ONEPAY_EXPIRED (409), ONLINE_TOP_UP_UNAVAILABLE (409): the site has no payment provider
 * - PAY_PASSWORD_REQUIRED (403): a payment made through a top-up costs more than that top-up credited; pay it
 *   with the pay password; fields { required, allowed } (CNY)
 * - TOO_MANY_OPEN_DEPOSITS, TOO_MANY_OPEN_WITHDRAWALS, TOO_MANY_PAY_CODES, TOO_MANY_UNPAID_ORDERS,
 *   TOO_MANY_OPEN_FEEDBACK (429): fields { limit } (account.ts RECORD_LIMITS)
 * - VALIDATION_FAILED (400) with fields, as everywhere.
 */
export const PAYMENT_ERROR_CODES = [
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_LOCKED',
  'PAY_PASSWORD_NOT_SET',
  'PAY_PASSWORD_ALREADY_SET',
  'INSUFFICIENT_BALANCE',
  'ALREADY_PAID',
  'PAYMENT_CANCELLED',
  'PAYMENT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_STATE',
  'ITEM_UNAVAILABLE',
  'WAREHOUSE_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'AMOUNT_BELOW_MINIMUM',
  'DEPOSIT_CHANNEL_NOT_FOUND',
  'REQUEST_NOT_FOUND',
  'REQUEST_STATE',
  'RECEIPT_NOT_UPLOADED',
  'ONEPAY_NOT_FOUND',
  'ONEPAY_EXPIRED',
  'ONLINE_TOP_UP_UNAVAILABLE',
  'PAY_PASSWORD_REQUIRED',
  'TOO_MANY_OPEN_DEPOSITS',
  'TOO_MANY_OPEN_WITHDRAWALS',
  'TOO_MANY_PAY_CODES',
  'TOO_MANY_UNPAID_ORDERS',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/*
 * Operator calls (operator API only, header X-Operator-Token; tenant by X-Tenant-Domain as usual):
 *   GET  /operator/deposits?status=&tenantId=&pageNo=&pageSize=     → OperatorFundRequestList (newest first)
 *   GET  /operator/deposits/{id}                                    → OperatorFundRequest (with history)
 *   POST /operator/deposits/{id}/approve {version}                  → FundRequest (credits netAmount once)
 *   POST /operator/deposits/{id}/reject {reason?}                   → FundRequest
 *   GET  /operator/withdrawals, /operator/withdrawals/{id}          → the same for withdrawals
 *   POST /operator/withdrawals/{id}/approve {version}               → FundRequest (debits the frozen amount)
 *   POST /operator/withdrawals/{id}/reject {reason?}                → FundRequest (unfreezes)
 *   POST /operator/purchase-orders/{id}/advance     → PurchaseOrder (one step forward; 409 ORDER_STATE otherwise)
 *   GET  /operator/deposits/{id}/receipt            → the receipt image
 * A decided request answers 409 REQUEST_STATE. An approval names the `version` the operator reviewed; a request
 * the shopper changed since answers 409 REQUEST_CHANGED with fields { version: '<current>' }, and nothing moves.
 */
export interface OperatorRejectRequest {
  reason?: string;
}
export interface OperatorApproveRequest {
  version: number;
}

export type FundRequestAction = 'CREATED' | 'UPDATED' | 'APPROVED' | 'REJECTED';
/** One version or decision of a request, as it stood then. */
export interface FundRequestEvent {
  version: number;
  action: FundRequestAction;
  amount: number;
  fee: number;
  channelId: string | null;
  /** Whether a receipt was attached at this version. */
  receipt: boolean;
  note: string;
  at: string;
}
/** A request as the operator reviews it: the shopper's view plus who, which version, and the history. */
export interface OperatorFundRequest extends FundRequest {
  tenantId: string;
  userId: string;
  /** Name this in approve. */
  version: number;
  /** Operator API path of the receipt image, or null. */
  operatorReceiptUrl: string | null;
  history: FundRequestEvent[];
}
/** A request as the operator's list shows it: the review view without the history. */
export type OperatorFundRequestSummary = Omit<OperatorFundRequest, 'history'>;
export type OperatorFundRequestList = Page<OperatorFundRequestSummary>;
