// What paying a TRANSIT payment does: the order it belongs to moves AWAITING_PAYMENT → PAID inside the paying
// transaction (a closed or already-paid order refuses, which rolls the payment back), whichever call paid it:
// POST /front/transit-orders/{id}/pay, /front/payments/{paymentNo}/pay or batch-pay. Registered once, when this
// module is loaded; after the commit the order's next step is queued by the fulfilment worker of that database.
import type { Db } from '../../db';
import type { Trx } from '../account/ledger';
import { registerPaymentHandler, type PaymentRecord } from '../payments/service';
import { transitOrderState } from './model';
import type { OrderMoved } from './service';
import { markPaid } from './steps';

const afterPaid = new WeakMap<Db, OrderMoved>();

/** What to do once a transit order of this database is paid (the worker queues its shipping). */
export function onTransitOrderPaid(db: Db, hook: OrderMoved): void {
  afterPaid.set(db, hook);
}

/** The transit order a payment belongs to, of the payment's shopper. */
const orderOf = (db: Db | Trx, payment: PaymentRecord) =>
  db
    .selectFrom('transit_orders')
    .selectAll()
    .where('tenant_id', '=', payment.tenantId)
    .where('user_id', '=', payment.userId)
    .where('order_no', '=', payment.orderNo);

registerPaymentHandler('TRANSIT', {
  async onPaid(trx, payment) {
    const order = await orderOf(trx, payment).forUpdate().executeTakeFirst();
    if (!order) throw new Error(`no transit order ${payment.orderNo} for payment ${payment.paymentNo}`);
    if (order.payment_no !== payment.paymentNo)
      throw transitOrderState(order.status, 'This payment is not the order’s current one');
    await markPaid(trx, order, payment.paidAt ?? new Date());
  },
  async afterCommit(db, payment) {
    const hook = afterPaid.get(db);
    if (!hook) return;
    const order = await orderOf(db, payment).executeTakeFirst();
    if (order) await hook(order);
  },
});
