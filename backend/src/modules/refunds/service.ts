import crypto from 'node:crypto';
import type { PaymentOrderType, RefundList, RefundReason } from '../../../../contract';
import type { Db } from '../../db';
import { businessNo, type Owner, type Trx } from '../account/ledger';
import { toCny } from '../account/money';
import { escapeLike } from '../payments/service';
import { countedPage } from '../../db/countedPage';

/*
 * Refund records: each credit back to the balance for a closed order or an item the agent could not buy. The
 * ledger entry that moves the money references the refund number (created in the same transaction).
 */

export interface NewRefund {
  orderType: PaymentOrderType;
  orderNo: string;
  amountFen: number;
  reason: RefundReason;
  itemTitle: string | null;
}

export async function newRefund(trx: Trx, owner: Owner, input: NewRefund): Promise<{ id: string; refundNo: string }> {
  const id = crypto.randomUUID();
  const refundNo = businessNo('RF');
  await trx
    .insertInto('refunds')
    .values({
      id,
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      refund_no: refundNo,
      order_type: input.orderType,
      order_no: input.orderNo,
      amount_fen: input.amountFen,
      reason: input.reason,
      item_title: input.itemTitle,
    })
    .execute();
  return { id, refundNo };
}

/** The shopper's refunds, newest first. */
export async function listRefunds(
  db: Db,
  owner: Owner,
  filter: { orderNo?: string; pageNo: number; pageSize: number },
): Promise<RefundList> {
  let base = db.selectFrom('refunds').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
  if (filter.orderNo) base = base.where('order_no', 'ilike', `%${escapeLike(filter.orderNo)}%`);
  const { total, rows } = await countedPage(base, filter, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('refund_no', 'desc'),
  );
  return {
    items: rows.map((r) => ({
      refundNo: r.refund_no,
      orderType: r.order_type,
      orderNo: r.order_no,
      amount: toCny(r.amount_fen),
      reason: r.reason,
      itemTitle: r.item_title,
      createdAt: r.created_at.toISOString(),
    })),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}
