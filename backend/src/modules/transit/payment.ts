// What paying a TRANSIT payment does: the order it belongs to moves AWAITING_PAYMENT → PAID inside the paying
// transaction (a closed or already-paid order refuses, which rolls the payment back), whichever call paid it:
// POST /front/transit-orders/{id}/pay, /front/payments/{paymentNo}/pay or batch-pay.
import { registerPaymentHandler } from '../payments/service';
import { transitOrderState } from './model';
import { markPaid } from './steps';

export function registerTransitPayments(): void {
  registerPaymentHandler('TRANSIT', {
    async onPaid(trx, payment) {
      const order = await trx
        .selectFrom('transit_orders')
        .selectAll()
        .where('tenant_id', '=', payment.tenantId)
        .where('user_id', '=', payment.userId)
        .where('order_no', '=', payment.orderNo)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new Error(`no transit order ${payment.orderNo} for payment ${payment.paymentNo}`);
      if (order.payment_no !== payment.paymentNo) throw transitOrderState(order.status, 'This payment is not the order’s current one');
      await markPaid(trx, order, payment.paidAt ?? new Date());
    },
  });
}
