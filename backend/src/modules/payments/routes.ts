import type { FastifyInstance } from 'fastify';
import type { BatchPayResult, PaymentPayResult, UnpaidPayments } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { toCny } from '../account/money';
import { ownerOf } from '../account/owner';
import { listUnpaid, settlePayments, toPayment } from './service';
import { batchPayBody, payBody, paymentParams, unpaidQuery } from './validation';

/*
 * Payments (logged in; the shopper's own only):
 *   GET  /front/payments/unpaid?orderType=&orderNo=&pageNo=&pageSize=   → UnpaidPayments
 *   POST /front/payments/:paymentNo/pay   {payPassword}                  → PaymentPayResult
 *   POST /front/payments/batch-pay        {paymentNos, payPassword}      → BatchPayResult (all or nothing)
 */

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/payments/unpaid', async (request): Promise<UnpaidPayments> => {
    const owner = await ownerOf(request);
    const query = parseQuery(unpaidQuery, request.query);
    return listUnpaid(app.db, owner, {
      orderType: query.orderType,
      orderNo: query.orderNo || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  });

  app.post('/front/payments/batch-pay', async (request): Promise<BatchPayResult> => {
    const owner = await ownerOf(request);
    const body = parseBody(batchPayBody, request.body);
    const result = await settlePayments(app.db, owner, body.paymentNos, {
      kind: 'PAY_PASSWORD',
      payPassword: body.payPassword,
    });
    return { payments: result.payments.map(toPayment), total: toCny(result.totalFen), account: result.account };
  });

  app.post('/front/payments/:paymentNo/pay', async (request): Promise<PaymentPayResult> => {
    const owner = await ownerOf(request);
    const params = parseQuery(paymentParams, request.params);
    const body = parseBody(payBody, request.body);
    const result = await settlePayments(app.db, owner, [params.paymentNo], {
      kind: 'PAY_PASSWORD',
      payPassword: body.payPassword,
    });
    const [payment] = result.payments;
    if (!payment) throw new Error('settled nothing');
    return { payment: toPayment(payment), account: result.account };
  });
}
