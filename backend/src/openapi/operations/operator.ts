// The operator API (its own port, X-Operator-Token): mail outbox, parcels, fulfilment, fund requests, feedback.
import { z } from 'zod';
import { outboxQuery } from '../../modules/operator/routes';
import { feedbackListQuery, transitListQuery } from '../../modules/shipping/operatorRoutes';
import { op } from '../operation';

const outbox = z.object({
  items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), tenantId: z.string().nullable(), createdAt: z.string() })),
});
const advanceOrderBody = z.object({ unavailableItemIds: z.array(z.string()).optional() });
const notFound = (code: string): Array<[number, string]> => [[404, code]];

export const operatorOperations = [
  op({ method: 'GET', path: '/operator/outbox', tag: 'operator', summary: 'Mails sent (the outbox transport), newest first', access: 'operator', tenant: false, query: outboxQuery, response: outbox }),
  op({ method: 'POST', path: '/operator/parcels', tag: 'operator', summary: "Announce a parcel in a shopper's warehouse", access: 'operator', tenant: false, body: 'OperatorAnnounceParcelRequest', response: 'StockInParcel' }),
  op({ method: 'POST', path: '/operator/purchase-orders/:id/advance', tag: 'operator', summary: 'Move a paid order one fulfilment step', access: 'operator', tenant: false, body: advanceOrderBody, response: 'PurchaseOrder', example: { unavailableItemIds: [] },
    errors: [...notFound('ORDER_NOT_FOUND'), [409, 'ORDER_STATE']] }),
  op({ method: 'GET', path: '/operator/transit-orders', tag: 'operator', summary: 'Transit orders of every tenant', access: 'operator', tenant: false, query: transitListQuery, response: 'OperatorTransitOrderList' }),
  op({ method: 'POST', path: '/operator/transit-orders/:id/advance', tag: 'operator', summary: 'Move a transit order one step', access: 'operator', tenant: false, body: 'OperatorAdvanceTransitRequest', response: 'TransitOrder',
    example: { weightGrams: 1200, carrier: 'EMS', trackingNo: 'EE123456789CN' },
    errors: [...notFound('TRANSIT_ORDER_NOT_FOUND'), [409, 'TRANSIT_ORDER_STATE']] }),
  op({ method: 'GET', path: '/operator/user-feedback', tag: 'operator', summary: 'Feedback of every tenant', access: 'operator', tenant: false, query: feedbackListQuery, response: 'OperatorFeedbackList' }),
  op({ method: 'POST', path: '/operator/user-feedback/:id/replies', tag: 'operator', summary: 'Reply to feedback', access: 'operator', tenant: false, body: 'OperatorFeedbackReplyRequest', response: 'UserFeedback',
    example: { content: 'Thank you: the parcel left the warehouse today.' },
    errors: notFound('FEEDBACK_NOT_FOUND') }),
  op({ method: 'POST', path: '/operator/deposits/:id/approve', tag: 'operator', summary: 'Approve a deposit (credits the balance once)', access: 'operator', tenant: false, response: 'FundRequest',
    errors: [...notFound('REQUEST_NOT_FOUND'), [409, 'REQUEST_STATE']] }),
  op({ method: 'POST', path: '/operator/deposits/:id/reject', tag: 'operator', summary: 'Reject a deposit', access: 'operator', tenant: false, body: 'OperatorRejectRequest', response: 'FundRequest',
    errors: [...notFound('REQUEST_NOT_FOUND'), [409, 'REQUEST_STATE']] }),
  op({ method: 'GET', path: '/operator/deposits/:id/receipt', tag: 'operator', summary: "A deposit's receipt image", access: 'operator', tenant: false, response: 'image', errors: notFound('RECEIPT_NOT_FOUND') }),
  op({ method: 'POST', path: '/operator/withdrawals/:id/approve', tag: 'operator', summary: 'Approve a withdrawal', access: 'operator', tenant: false, response: 'FundRequest',
    errors: [...notFound('REQUEST_NOT_FOUND'), [409, 'REQUEST_STATE']] }),
  op({ method: 'POST', path: '/operator/withdrawals/:id/reject', tag: 'operator', summary: 'Reject a withdrawal (returns the money)', access: 'operator', tenant: false, body: 'OperatorRejectRequest', response: 'FundRequest',
    errors: [...notFound('REQUEST_NOT_FOUND'), [409, 'REQUEST_STATE']] }),
];
