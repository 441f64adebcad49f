import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_ORDER_TYPES, type BatchPayResult, type PaymentPayResult, type UnpaidPayments } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { toCny } from '../account/money';
import { ownerOf } from '../account/owner';
import { optionalChoice, pageFields } from '../account/query';
import { listUnpaid, settlePayments, toPayment } from './service';
import { payPassword } from './validation';

/*
 * Payments (logged in; the shopper's own only):
 *   GET  /front/payments/unpaid?orderType=&orderNo=&pageNo=&pageSize=   → UnpaidPayments
 *   POST /front/payments/:paymentNo/pay   {payPassword}                  → PaymentPayResult
 *   POST /front/payments/batch-pay        {paymentNos, payPassword}      → BatchPayResult (all or nothing)
 */

const paymentNo = z.string().trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const unpaidQuery = z.object({
  orderType: optionalChoice(PAYMENT_ORDER_TYPES, 'INVALID_ORDER_TYPE'),
  orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
  ...pageFields(100),
});

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/payments/unpaid', async (request): Promise<UnpaidPayments> => {
    const owner = await ownerOf(request);
    const query = parseQuery(unpaidQuery, request.query);
    return listUnpaid(app.db, owner, { orderType: query.orderType, orderNo: query.orderNo || undefined, pageNo: query.pageNo, pageSize: query.pageSize });
  });

  app.post('/front/payments/batch-pay', async (request): Promise<BatchPayResult> => {
    const owner = await ownerOf(request);
    const body = parseBody(z.object({ paymentNos: z.array(paymentNo, { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(100, { error: 'TOO_MANY' }), payPassword }), request.body);
    const result = await settlePayments(app.db, owner, body.paymentNos, { kind: 'PAY_PASSWORD', payPassword: body.payPassword });
    return { payments: result.payments.map(toPayment), total: toCny(result.totalFen), account: result.account };
  });

  app.post('/front/payments/:paymentNo/pay', async (request): Promise<PaymentPayResult> => {
    const owner = await ownerOf(request);
    const params = parseQuery(z.object({ paymentNo }), request.params);
    const body = parseBody(z.object({ payPassword }), request.body);
    const result = await settlePayments(app.db, owner, [params.paymentNo], { kind: 'PAY_PASSWORD', payPassword: body.payPassword });
    const [payment] = result.payments;
    if (!payment) throw new Error('settled nothing');
    return { payment: toPayment(payment), account: result.account };
  });
}
