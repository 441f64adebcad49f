import { AppError } from '../../http/errors';
import type { Owner, Trx } from '../account/ledger';

/*
 * A parcel whose goods include an item with a return or exchange waiting for the agent's decision stays in the
 * warehouse: shipping it would take away the goods the decision is about (an approved return takes the item out
 * of its parcel and refunds it).
 */
export async function refuseParcelsAwaitingAfterSale(
  trx: Trx,
  owner: Owner,
  parcels: readonly { id: string; parcel_no: string }[],
): Promise<void> {
  if (parcels.length === 0) return;
  const waiting = await trx
    .selectFrom('purchase_parcels as p')
    .innerJoin('purchase_order_items as i', (join) =>
      join.onRef('i.order_id', '=', 'p.purchase_order_id').onRef('i.shop_id', '=', 'p.shipment_key'),
    )
    .innerJoin('item_after_sale_requests as r', 'r.item_id', 'i.id')
    .select(['p.id', 'p.parcel_no'])
    .where('p.tenant_id', '=', owner.tenantId)
    .where(
      'p.id',
      'in',
      parcels.map((p) => p.id),
    )
    .where('r.status', '=', 'PENDING')
    .executeTakeFirst();
  if (waiting) {
    throw new AppError(
      409,
      'PARCEL_AFTER_SALE_OPEN',
      'A parcel holds an item whose return or exchange awaits the agent',
      {
        detail: waiting.parcel_no,
        fields: { purchaseParcelIds: waiting.id },
      },
    );
  }
}
