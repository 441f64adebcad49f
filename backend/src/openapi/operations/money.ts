// The balance: account, pay password, ledger, payments, deposits, withdrawals and online top-up. Described from
// the contract's request and answer types; the routes (account, payments, deposits) validate against the same.
import { z } from 'zod';
import { op } from '../operation';

const payPasswordErrors: Array<[number, string]> = [[400, 'PAY_PASSWORD_WRONG'], [409, 'PAY_PASSWORD_NOT_SET'], [423, 'PAY_PASSWORD_LOCKED']];
const requestNotFound: Array<[number, string]> = [[404, 'REQUEST_NOT_FOUND']];
const receiptExt = z.object({ ext: z.enum(['jpg', 'jpeg', 'png']).optional() });
const channelErrors: Array<[number, string]> = [[400, 'DEPOSIT_CHANNEL_NOT_FOUND'], [400, 'AMOUNT_BELOW_MINIMUM']];
const notified = z.object({ ok: z.literal(true) });

export const moneyOperations = [
  op({ method: 'GET', path: '/front/user-account', tag: 'account', summary: 'Balance and pay-password state', access: 'session', response: 'UserAccount' }),
  op({ method: 'POST', path: '/front/user-account/first-set-pay-password', tag: 'account', summary: 'Set the first pay password', access: 'session', body: 'FirstSetPayPasswordRequest', response: 'UserAccount', example: { payPassword: '123456' },
    errors: [[409, 'PAY_PASSWORD_ALREADY_SET']] }),
  op({ method: 'POST', path: '/front/user-account/resetPayPassword', tag: 'account', summary: 'Change the pay password', access: 'session', body: 'ResetPayPasswordRequest', response: 'UserAccount', errors: payPasswordErrors }),
  op({ method: 'POST', path: '/front/user-account/pay-password', tag: 'account', summary: 'Set a forgotten pay password with a mailed code', access: 'session', body: 'ForgotPayPasswordRequest', response: 'UserAccount',
    errors: [[400, 'CODE_INVALID'], [400, 'CODE_EXPIRED']] }),
  op({ method: 'GET', path: '/front/user-account/transactions', tag: 'account', summary: 'Ledger entries, newest first', access: 'session', query: 'TransactionsQuery', response: 'TransactionList' }),
  op({ method: 'GET', path: '/front/user-account/querySummary', tag: 'account', summary: 'Totals over a period', access: 'session', query: 'AccountSummaryQuery', response: 'AccountSummary' }),
  op({ method: 'GET', path: '/front/user-account/queryDetail/:id', tag: 'account', summary: 'One deposit or withdrawal', access: 'session', response: 'FundRequest', errors: requestNotFound }),
  op({ method: 'GET', path: '/front/user-account/operations', tag: 'account', summary: 'Deposits and withdrawals, newest first', access: 'session', query: 'FundRequestQuery', response: 'FundRequestList' }),
  op({ method: 'GET', path: '/front/deposit-channels', tag: 'account', summary: 'Ways to pay money in', access: 'public', response: { listOf: 'DepositChannel' } }),
  op({ method: 'POST', path: '/front/user-account/deposits', tag: 'account', summary: 'Announce a deposit', access: 'session', body: 'CreateDepositRequest', response: 'FundRequest',
    errors: [...channelErrors, [429, 'TOO_MANY_OPEN_DEPOSITS']], example: { channelId: 'bank', amount: 100, remark: 'transfer ref 123' } }),
  op({ method: 'POST', path: '/front/user-account/certificate', tag: 'account', summary: 'Announce a deposit with a receipt to upload', access: 'session', body: 'CertificateRequest', response: 'CertificateResponse', example: { amount: 100, channelId: 'bank', ext: 'jpg' },
    errors: [...channelErrors, [429, 'TOO_MANY_OPEN_DEPOSITS']] }),
  op({ method: 'GET', path: '/front/user-account/deposits/:id/receipt-token', tag: 'account', summary: "A signed policy to upload a deposit's receipt", access: 'session', query: receiptExt, response: 'UploadToken',
    errors: [...requestNotFound, [409, 'REQUEST_STATE']] }),
  op({ method: 'GET', path: '/front/user-account/deposits/:id/receipt', tag: 'account', summary: "A deposit's receipt image", access: 'session', response: 'image',
    errors: [...requestNotFound, [404, 'RECEIPT_NOT_FOUND']] }),
  op({ method: 'POST', path: '/front/user-account/update-deposit', tag: 'account', summary: 'Change a pending deposit', access: 'session', body: 'UpdateDepositRequest', response: 'FundRequest',
    errors: [...requestNotFound, [409, 'REQUEST_STATE'], [409, 'RECEIPT_NOT_UPLOADED']] }),
  op({ method: 'POST', path: '/front/user-account/withdrawals', tag: 'account', summary: 'Ask to withdraw from the balance', access: 'session', body: 'WithdrawalRequest', response: 'FundRequest',
    example: { amount: 50, channelId: 'bank', account: 'IBAN DE00 0000 0000 0000', payPassword: '123456' },
    errors: [...payPasswordErrors, ...channelErrors, [409, 'INSUFFICIENT_BALANCE'], [429, 'TOO_MANY_OPEN_WITHDRAWALS']] }),
  op({ method: 'GET', path: '/front/payments/unpaid', tag: 'payments', summary: 'Payments waiting for the shopper', access: 'session', query: 'UnpaidPaymentsQuery', response: 'UnpaidPayments' }),
  op({ method: 'POST', path: '/front/payments/batch-pay', tag: 'payments', summary: 'Pay several payments at once', access: 'session', body: 'BatchPayRequest', response: 'BatchPayResult', example: { paymentNos: ['PM1', 'PM2'], payPassword: '123456' },
    errors: [...payPasswordErrors, [409, 'INSUFFICIENT_BALANCE']] }),
  op({ method: 'POST', path: '/front/payments/:paymentNo/pay', tag: 'payments', summary: 'Pay one payment (paying twice charges once)', access: 'session', body: 'PayRequest', response: 'PaymentPayResult', example: { payPassword: '123456' },
    errors: [...payPasswordErrors, [404, 'PAYMENT_NOT_FOUND'], [409, 'INSUFFICIENT_BALANCE'], [409, 'ALREADY_PAID'], [409, 'PAYMENT_CANCELLED']] }),
  op({ method: 'GET', path: '/front/onepay/provider', tag: 'payments', summary: 'Which provider takes online top-ups here (null: none)', access: 'public', tenant: false, response: 'OnePayProviderInfo' }),
  op({ method: 'POST', path: '/front/onepay/payCode', tag: 'payments', summary: 'Start an online top-up', access: 'session', body: 'OnePayCodeRequest', response: 'OnePayCode', example: { orderAmount: 100, orderPay: null },
    errors: [[404, 'PAYMENT_NOT_FOUND'], [409, 'ONLINE_TOP_UP_UNAVAILABLE'], [429, 'TOO_MANY_PAY_CODES']] }),
  op({ method: 'GET', path: '/front/onepay/:payCode', tag: 'payments', summary: "An online top-up's state", access: 'session', response: 'OnePayCode', errors: [[404, 'ONEPAY_NOT_FOUND']] }),
  op({ method: 'POST', path: '/front/onepay/notify', tag: 'payments', internal: true, access: 'public', tenant: false, response: notified,
    summary: "The payment provider's signed notification (its own JSON, checked on its exact bytes with the signature header; no session): credits a paid top-up once",
    errors: [[400, 'ONEPAY_CURRENCY'], [401, 'ONEPAY_BAD_SIGNATURE'], [404, 'ONEPAY_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/onepay/page/:payCode', tag: 'payments', requires: 'SIMULATED_PAYMENTS', access: 'session', response: 'html',
    summary: "The simulated provider's pay page for the code's owner (HTML; a refusal is an HTML page with its status, 410 once expired)",
    errors: [[404, 'ONEPAY_NOT_FOUND']] }),
  op({ method: 'POST', path: '/front/onepay/page/:payCode/confirm', tag: 'payments', requires: 'SIMULATED_PAYMENTS', access: 'session', response: 'html',
    summary: 'Pay on the simulated pay page, from a page of this site (HTML; a refusal is an HTML page with its status, 410 once expired)',
    errors: [[403, 'CSRF_REJECTED'], [404, 'ONEPAY_NOT_FOUND']] }),
];
