// The operator API (its own port, X-Operator-Token): mail outbox, parcels, fulfilment, fund requests, feedback,
// import rules and the storage reminder.
import { z } from 'zod';
import { operatorListQuery as fundRequestListQuery } from '../../modules/deposits/validation';
import { listQuery as importRuleListQuery, saveBody as importRuleBody } from '../../modules/imports/validation';
import { outboxQuery } from '../../modules/operator/validation';
import { reminderBody } from '../../modules/parcels/validation';
import { feedbackListQuery, transitListQuery } from '../../modules/shipping/validation';
import { op } from '../operation';

const outbox = z.object({
  items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), tenantId: z.string().nullable(), createdAt: z.string() })),
});
const advanceOrderBody = z.object({ unavailableItemIds: z.array(z.string()).optional() });
const notFound = (code: string): Array<[number, string]> => [[404, code]];
const decideErrors: Array<[number, string]> = [...notFound('REQUEST_NOT_FOUND'), [409, 'REQUEST_STATE']];
const tenantNotFound: Array<[number, string]> = [[404, 'TENANT_NOT_FOUND']];
const reminder = z.object({ tenantId: z.string(), days: z.number() });

export const operatorOperations = [
  op({ method: 'GET', path: '/operator/outbox', tag: 'operator', summary: 'Mails sent (the outbox transport), newest first', access: 'operator', tenant: false, query: outboxQuery, response: outbox }),
  op({ method: 'POST', path: '/operator/parcels', tag: 'operator', summary: "Announce a parcel in a shopper's warehouse", access: 'operator', tenant: false, body: 'OperatorAnnounceParcelRequest', response: 'StockInParcel' }),
  op({ method: 'POST', path: '/operator/purchase-orders/:id/advance', tag: 'operator', summary: 'Move a paid order one fulfilment step', access: 'operator', tenant: false, body: advanceOrderBody, response: 'PurchaseOrder', example: { unavailableItemIds: [] },
    errors: [...notFound('ORDER_NOT_FOUND'), [409, 'ORDER_STATE']] }),
  op({ method: 'GET', path: '/operator/transit-orders', tag: 'operator', summary: 'Transit orders of every tenant', access: 'operator', tenant: false, query: transitListQuery, response: 'OperatorTransitOrderList' }),
  op({ method: 'POST', path: '/operator/transit-orders/:id/advance', tag: 'operator', summary: 'Move a transit order one step', access: 'operator', tenant: false, body: 'OperatorAdvanceTransitRequest', response: 'TransitOrder',
    example: { weightGrams: 1200, carrier: 'EMS', trackingNo: 'EE123456789CN' },
    fieldCodes: ['REQUIRED_FOR_TRIAL_PACKING'], errors: [...notFound('TRANSIT_ORDER_NOT_FOUND'), [409, 'TRANSIT_ORDER_STATE'], [409, 'TOO_HEAVY'], [409, 'OVERSIZE']] }),
  op({ method: 'POST', path: '/operator/transit-orders/:id/trial-packing', tag: 'operator', summary: 'Record the measured box of an order with trial packing: repriced, the shopper pays the exact fee',
    access: 'operator', tenant: false, body: 'OperatorTrialPackingRequest', response: 'TransitOrder', example: { weightGrams: 1450, lengthCm: 38, widthCm: 28, heightCm: 18 },
    fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE'],
    errors: [...notFound('TRANSIT_ORDER_NOT_FOUND'), [409, 'TRIAL_PACKING_NOT_ORDERED'], [409, 'TRANSIT_ORDER_STATE'], [409, 'TOO_HEAVY'], [409, 'OVERSIZE']] }),
  op({ method: 'PUT', path: '/operator/transit-services', tag: 'operator', summary: "A tenant's services on transit orders and their prices (null: not offered)", access: 'operator', tenant: false,
    body: 'SaveTransitServicesRequest', response: 'TransitServiceOffer', errors: tenantNotFound, fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE', 'INVALID_AMOUNT'],
    example: { tenantId: 't1', insurance: { ratePercent: 3, minimumFee: 10 }, reinforcedPacking: { feePerParcel: 12 }, trialPacking: null } }),
  op({ method: 'GET', path: '/operator/user-feedback', tag: 'operator', summary: 'Feedback of every tenant', access: 'operator', tenant: false, query: feedbackListQuery, response: 'OperatorFeedbackList' }),
  op({ method: 'POST', path: '/operator/user-feedback/:id/replies', tag: 'operator', summary: 'Reply to feedback', access: 'operator', tenant: false, body: 'OperatorFeedbackReplyRequest', response: 'UserFeedback',
    example: { content: 'Thank you: the parcel left the warehouse today.' },
    errors: notFound('FEEDBACK_NOT_FOUND') }),
  op({ method: 'GET', path: '/operator/deposits', tag: 'operator', summary: 'Deposit requests of every tenant, newest first', access: 'operator', tenant: false, query: fundRequestListQuery,
    response: 'OperatorFundRequestList' }),
  op({ method: 'GET', path: '/operator/deposits/:id', tag: 'operator', summary: 'One deposit request with its history and the version to approve', access: 'operator', tenant: false,
    response: 'OperatorFundRequest', errors: notFound('REQUEST_NOT_FOUND') }),
  op({ method: 'POST', path: '/operator/deposits/:id/approve', tag: 'operator', summary: 'Approve the reviewed version of a deposit (credits the balance once)', access: 'operator', tenant: false,
    body: 'OperatorApproveRequest', response: 'FundRequest', example: { version: 1 }, fieldCodes: ['INVALID_VERSION'], errors: [...decideErrors, [409, 'REQUEST_CHANGED']] }),
  op({ method: 'POST', path: '/operator/deposits/:id/reject', tag: 'operator', summary: 'Reject a deposit', access: 'operator', tenant: false, body: 'OperatorRejectRequest', response: 'FundRequest',
    errors: decideErrors }),
  op({ method: 'GET', path: '/operator/deposits/:id/receipt', tag: 'operator', summary: "A deposit's receipt image", access: 'operator', tenant: false, response: 'image', errors: notFound('RECEIPT_NOT_FOUND') }),
  op({ method: 'GET', path: '/operator/withdrawals', tag: 'operator', summary: 'Withdrawal requests of every tenant, newest first', access: 'operator', tenant: false, query: fundRequestListQuery,
    response: 'OperatorFundRequestList' }),
  op({ method: 'GET', path: '/operator/withdrawals/:id', tag: 'operator', summary: 'One withdrawal request with its history and the version to approve', access: 'operator', tenant: false,
    response: 'OperatorFundRequest', errors: notFound('REQUEST_NOT_FOUND') }),
  op({ method: 'POST', path: '/operator/withdrawals/:id/approve', tag: 'operator', summary: 'Approve the reviewed version of a withdrawal (debits the frozen amount)', access: 'operator', tenant: false,
    body: 'OperatorApproveRequest', response: 'FundRequest', example: { version: 1 }, fieldCodes: ['INVALID_VERSION'], errors: [...decideErrors, [409, 'REQUEST_CHANGED']] }),
  op({ method: 'POST', path: '/operator/withdrawals/:id/reject', tag: 'operator', summary: 'Reject a withdrawal (returns the money)', access: 'operator', tenant: false, body: 'OperatorRejectRequest', response: 'FundRequest',
    errors: decideErrors }),
  op({ method: 'GET', path: '/operator/import-rules', tag: 'operator', summary: "A tenant's import rules by country, newest first", access: 'operator', tenant: false, query: importRuleListQuery,
    response: { listOf: 'OperatorImportRule' }, errors: tenantNotFound }),
  op({ method: 'PUT', path: '/operator/import-rules', tag: 'operator', summary: 'Save an import rule (the same tenant, country and effective date replace it)', access: 'operator', tenant: false,
    body: importRuleBody, response: 'OperatorImportRule', errors: tenantNotFound, fieldCodes: ['INVALID_DATE', 'INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE', 'TOO_MANY_DECIMALS'],
    example: { tenantId: 't1', country: 'PT', effectiveFrom: '2026-01-01', dutyRatePercent: 23, fixedFeePerParcel: 0, dutyFreeThreshold: 150, note: '' } }),
  op({ method: 'DELETE', path: '/operator/import-rules/:id', tag: 'operator', summary: 'Remove an import rule', access: 'operator', tenant: false, response: null, errors: notFound('IMPORT_RULE_NOT_FOUND') }),
  op({ method: 'PUT', path: '/operator/storage-reminder', tag: 'operator', summary: "Days before free storage ends that a tenant's shoppers are reminded (0: none)", access: 'operator', tenant: false,
    body: reminderBody, response: reminder, errors: tenantNotFound, fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE'], example: { tenantId: 't1', days: 3 } }),
];
