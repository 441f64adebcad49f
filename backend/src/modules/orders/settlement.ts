import { sql } from 'kysely';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { scheduleNextStep } from '../fulfilment/worker';
import { registerPaymentHandler } from '../payments/service';
import { addEvent, orderState } from './model';

/**
 * What paying a PURCHASE payment does: the order moves PENDING_PAYMENT → PAID (state-guarded, inside the paying
 * transaction, so a closed or already paid order refuses the payment and nothing moves), then the fulfilment
 * worker is given its first step.
 */
export function registerPurchasePayments(): void {
  registerPaymentHandler('PURCHASE', {
    async onPaid(trx, payment) {
      const moved = await trx
        .updateTable('purchase_orders')
        .set({
          status: 'PAID',
          paid_fen: payment.amountFen,
          paid_at: payment.paidAt ?? new Date(),
          updated_at: sql<Date>`now()`,
        })
        .where('tenant_id', '=', payment.tenantId)
        .where('user_id', '=', payment.userId)
        .where('order_no', '=', payment.orderNo)
        .where('status', '=', 'PENDING_PAYMENT')
        .returning(['id'])
        .executeTakeFirst();
      if (!moved) {
        const current = await trx
          .selectFrom('purchase_orders')
          .select('status')
          .where('tenant_id', '=', payment.tenantId)
          .where('order_no', '=', payment.orderNo)
          .executeTakeFirst();
        throw orderState(current?.status ?? 'CLOSED', 'This order cannot be paid in its current state');
      }
      await addEvent(trx, moved.id, 'PAID', {
        key: 'orderPaid',
        params: { amount: cnyParam(payment.amountFen), paymentNo: payment.paymentNo },
      });
      await notifyUser(trx, {
        tenantId: payment.tenantId,
        userId: payment.userId,
        message: { key: 'orderPaid', params: { orderNo: payment.orderNo, amount: cnyParam(payment.amountFen) } },
      });
    },
    async afterCommit(db, payment) {
      const order = await db
        .selectFrom('purchase_orders')
        .select('id')
        .where('tenant_id', '=', payment.tenantId)
        .where('order_no', '=', payment.orderNo)
        .executeTakeFirst();
      // A failure here only delays the order: its next step is picked up again when the worker starts.
      if (order) await scheduleNextStep(db, order.id, 'PAID').catch(() => undefined);
    },
  });
}
