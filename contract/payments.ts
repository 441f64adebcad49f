import type { UserAccount } from './account';
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
 * POST /front/onepay/payCode: an online top-up. `orderAmount` is the CNY amount to credit; `orderPay` optionally
 * names an unpaid payment (paymentNo) that is settled from the balance as soon as the top-up arrives, when the
 * balance then covers it. The `payUrl` opens the reference API's simulated pay page (a storefront `/api/front/...`
 * path); confirming there credits the balance once.
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
 * - ONEPAY_NOT_FOUND (404), ONEPAY_EXPIRED (409)
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
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/*
 * Operator calls (operator API only, header X-Operator-Token; tenant by X-Tenant-Domain as usual):
 *   POST /operator/deposits/{id}/approve            → FundRequest (credits netAmount once)
 *   POST /operator/deposits/{id}/reject {reason?}   → FundRequest
 *   POST /operator/withdrawals/{id}/approve         → FundRequest (debits the frozen amount)
 *   POST /operator/withdrawals/{id}/reject {reason?} → FundRequest (unfreezes)
 *   POST /operator/purchase-orders/{id}/advance     → PurchaseOrder (one step forward; 409 ORDER_STATE otherwise)
 *   GET  /operator/deposits/{id}/receipt            → the receipt image
 * A decided request answers 409 REQUEST_STATE.
 */
export interface OperatorRejectRequest { reason?: string }
