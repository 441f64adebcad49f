import type { Page } from './common';
import type { UploadToken } from './product';

/*
 * The shopper's balance (/front/user-account). The ledger is kept in integer fen; on the wire amounts are CNY.
 * `balance` is the sum of all ledger entries; `frozen` is the part held by pending withdrawals; what can be paid
 * or withdrawn is `available` = balance − frozen.
 */

export interface UserAccount {
  balance: number;
  frozen: number;
  available: number;
  hasPayPassword: boolean;
  /** ISO time until which paying is locked after 5 wrong pay passwords, else null. */
  payPasswordLockedUntil: string | null;
}

// Pay password (6 digits, see PAY_PASSWORD_PATTERN in payments.ts). Each answers the UserAccount.
/** POST /front/user-account/first-set-pay-password (409 PAY_PASSWORD_ALREADY_SET when one exists). */
export interface FirstSetPayPasswordRequest {
  payPassword: string;
}
/** POST /front/user-account/resetPayPassword (PAY_PASSWORD_WRONG / PAY_PASSWORD_LOCKED count like paying). */
export interface ResetPayPasswordRequest {
  oldPayPassword: string;
  newPayPassword: string;
}
/**
 * POST /front/user-account/pay-password: a forgotten pay password, replaced with an email code sent by
 * POST /front/user/send-email-code to the login email; clears a lock.
 */
export interface ForgotPayPasswordRequest {
  payPassword: string;
  emailVerificationCode: string;
}

// ---------- Ledger ----------

export const LEDGER_ENTRY_TYPES = ['DEPOSIT', 'ONLINE_TOP_UP', 'PAYMENT', 'REFUND', 'WITHDRAWAL'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export interface LedgerEntry {
  id: string;
  type: LedgerEntryType;
  /** Signed CNY: positive credits the balance, negative debits it. */
  amount: number;
  balanceAfter: number;
  /** Why, in words (e.g. "Payment of purchase order PO…"). */
  reason: string;
  /** The record that caused it: payment number, refund number, deposit/withdrawal request number or pay code. */
  referenceNo: string;
  /** The order concerned, when there is one. */
  orderNo: string | null;
  createdAt: string;
}

/**
 * GET /front/user-account/transactions?type=&from=&to=&pageNo=&pageSize= (newest first). `from` (inclusive) and
 * `to` (exclusive) are ISO instants; the storefront sends the start of the first and the day after the last day
 * in the shopper's time zone.
 */
export interface TransactionsQuery {
  type?: LedgerEntryType;
  from?: string;
  to?: string;
  pageNo?: number;
  pageSize?: number;
}
export type TransactionList = Page<LedgerEntry>;

/** GET /front/user-account/querySummary?from=&to= : totals over the range (all time without them), CNY ≥ 0. */
export interface AccountSummaryQuery {
  from?: string;
  to?: string;
}
export interface AccountSummary {
  from: string | null;
  to: string | null;
  /** Approved deposits and online top-ups credited. */
  deposited: number;
  /** Payments minus nothing: what was paid. */
  spent: number;
  refunded: number;
  withdrawn: number;
}

// ---------- Deposit channels, deposits, withdrawals ----------

export type DepositChannelKind = 'BANK' | 'WALLET' | 'CARD' | 'MOBILE_MONEY' | 'CASH' | 'PAYPAL';

/** GET /front/deposit-channels → DepositChannel[] (the tenant's, in display order). */
export interface DepositChannel {
  id: string;
  kind: DepositChannelKind;
  /** Brand or bank, e.g. "BCEL One / LDB". */
  name: string;
  accountName: string;
  accountNo: string;
  /** How to pay (reference to write, opening hours...), plain text in the tenant's language. */
  instructions: string;
  /** Least amount per deposit or withdrawal, CNY. */
  minAmount: number;
  /** Fee in percent of the amount, e.g. 1.5. */
  feePercent: number;
  /** Fixed fee per request, CNY. */
  feeFixed: number;
  /** Whether withdrawals can be paid out through it. */
  withdrawals: boolean;
}

export type FundRequestKind = 'DEPOSIT' | 'WITHDRAWAL';
export type FundRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A deposit or withdrawal request (GET operations, queryDetail/{id}). */
export interface FundRequest {
  id: string;
  requestNo: string;
  kind: FundRequestKind;
  status: FundRequestStatus;
  /** What the shopper sends (deposit) or asks for (withdrawal), CNY. */
  amount: number;
  /** The channel's fee on it, CNY. */
  fee: number;
  /** Deposit: credited to the balance on approval (amount − fee). Withdrawal: paid out (amount − fee). */
  netAmount: number;
  channel: { id: string; kind: DepositChannelKind; name: string } | null;
  /** Withdrawal: where to pay out (account number, wallet id). Deposit: ''. */
  account: string;
  remark: string;
  /**
   * API path of the private receipt image (deposit), read with the shopper's token, e.g.
   * `/front/user-account/deposits/{id}/receipt` (the storefront prefixes /api); null without a receipt.
   */
  receiptUrl: string | null;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** POST /front/user-account/deposits → FundRequest (PENDING; the operator approves after the money arrives). */
export interface CreateDepositRequest {
  channelId: string;
  amount: number;
  remark?: string;
}

/**
 * POST /front/user-account/certificate: starts a deposit by receipt. Returns the PENDING deposit and an upload
 * token for its private receipt image (the upload flow of /front/upload-token: POST the file with the token's
 * fields to `bucketHost`), then call update-deposit with `receiptKey` = the token's key.
 */
export interface CertificateRequest {
  amount: number;
  channelId?: string;
  remark?: string;
  /** Extension of the receipt image to upload: jpg (default), jpeg or png. */
  ext?: ReceiptExt;
}
export type ReceiptExt = 'jpg' | 'jpeg' | 'png';
/**
 * GET /front/user-account/deposits/{id}/receipt-token?ext=jpg → UploadToken: a new upload for the receipt of a
 * PENDING deposit (then update-deposit with its key). The token's `cdnUrl` is the private receipt's API path.
 */
export interface CertificateResponse {
  deposit: FundRequest;
  upload: UploadToken;
}

/** POST /front/user-account/update-deposit: while PENDING (else 409 REQUEST_STATE). Answers the FundRequest. */
export interface UpdateDepositRequest {
  id: string;
  amount?: number;
  remark?: string;
  channelId?: string;
  /** The key of an uploaded receipt (from certificate's or a new upload token). */
  receiptKey?: string;
}

/** GET /front/user-account/operations?kind=&status=&pageNo=&pageSize= (newest first). */
export interface FundRequestQuery {
  kind?: FundRequestKind;
  status?: FundRequestStatus;
  pageNo?: number;
  pageSize?: number;
}
export type FundRequestList = Page<FundRequest>;

/** POST /front/user-account/withdrawals → FundRequest; the amount is frozen until the operator decides. */
export interface WithdrawalRequest {
  amount: number;
  channelId: string;
  account: string;
  payPassword: string;
}

export const FUND_REMARK_MAX_LENGTH = 300;

/**
 * How many open records one shopper may have at a time. Past a limit the call answers 429 with the code below
 * and `fields: { limit: '10' }`, and creates nothing:
 * TOO_MANY_OPEN_DEPOSITS, TOO_MANY_OPEN_WITHDRAWALS, TOO_MANY_PAY_CODES, TOO_MANY_OPEN_FEEDBACK, TOO_MANY_UNPAID_ORDERS, TOO_MANY_OPEN_AFTER_SALES.
 */
export const RECORD_LIMITS = {
  /** PENDING deposit requests. */
  TOO_MANY_OPEN_DEPOSITS: 10,
  /** PENDING withdrawal requests. */
  TOO_MANY_OPEN_WITHDRAWALS: 5,
  /** Online top-up pay codes still waiting to be paid (not expired). */
  TOO_MANY_PAY_CODES: 10,
  /** Feedback threads not closed yet. */
  TOO_MANY_OPEN_FEEDBACK: 20,
  /** Purchase orders waiting for payment. */
  TOO_MANY_UNPAID_ORDERS: 20,
  /** Return or exchange requests waiting for the agent's decision. */
  TOO_MANY_OPEN_AFTER_SALES: 20,
} as const;
export type RecordLimitCode = keyof typeof RECORD_LIMITS;
export const WITHDRAWAL_ACCOUNT_MAX_LENGTH = 120;
