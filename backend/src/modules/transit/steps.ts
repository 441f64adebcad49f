// The warehouse's and the carrier's steps of a transit order, each a state-guarded move inside the caller's
// transaction: PACKING → AWAITING_PAYMENT (weigh by the packing rule or measured values, price, raise the TRANSIT
// payment), PAID → SHIPPED (carrier and tracking number, parcels leave), SHIPPED → DELIVERED (carrier scans).
// The operator call and the fulfilment worker both use them.
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { TrackingEventCode, TransitOrderStatus } from '../../../../contract';
import { jsonb, type Database } from '../../db';
import { AppError, validationError } from '../../http/errors';
import { recordStatusChange } from '../events/record';
import { cnyParam, gramsParam } from '../messages/params';
import { noteColumns, type TimelineNote } from '../messages/timeline';
import { createPayment } from '../payments/service';
import { feeFor, longestSideCm, packParcels, shipmentWeights, type Box } from '../shipping/rules';
import { oversize } from './quote';
import { amountDueFen, transitOrderState, type TransitOrderRow } from './model';

type Trx = Transaction<Database>;

export interface Measured {
  weightGrams?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export interface ShipInput {
  carrier?: string;
  trackingNo?: string;
}

export async function recordEvent(
  trx: Trx,
  orderId: string,
  status: TransitOrderStatus,
  note: TimelineNote,
): Promise<void> {
  const { note_params, ...text } = noteColumns(note);
  await trx
    .insertInto('transit_order_events')
    .values({ id: crypto.randomUUID(), order_id: orderId, status, ...text, note_params: jsonb(note_params) })
    .execute();
  await recordStatusChange(trx, 'TRANSIT_ORDER', [orderId], status);
}

/**
 * Carrier scans that happened since the last one, in order, spread evenly up to now (the worker's pace or the
 * operator's clicks decide how long that was).
 */
async function recordScans(
  trx: Trx,
  orderId: string,
  codes: readonly TrackingEventCode[],
  location: string,
): Promise<void> {
  const last = await trx
    .selectFrom('transit_tracking_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const now = Date.now();
  const from = last?.at ? new Date(last.at).getTime() : now - codes.length;
  // At least a millisecond apart, so the order of the scans survives even when two steps come within one.
  const step = Math.max(1, (now - from) / codes.length);
  await trx
    .insertInto('transit_tracking_events')
    .values(
      codes.map((code, i) => ({
        id: crypto.randomUUID(),
        order_id: orderId,
        code,
        location,
        at: new Date(Math.round(from + step * (i + 1))),
      })),
    )
    .execute();
}

/** Moves the order from `from` to `to` only if it is still in `from`; else 409 with the state it is in. */
async function move(
  trx: Trx,
  row: TransitOrderRow,
  from: TransitOrderStatus,
  to: TransitOrderStatus,
  set: Record<string, unknown> = {},
): Promise<void> {
  if (row.status !== from) throw transitOrderState(row.status);
  const moved = await trx
    .updateTable('transit_orders')
    .set({ ...set, status: to, next_step_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    const now = await trx.selectFrom('transit_orders').select('status').where('id', '=', row.id).executeTakeFirst();
    throw transitOrderState(now?.status ?? row.status);
  }
}

async function originOf(trx: Trx, row: TransitOrderRow): Promise<string> {
  const first = row.parcel_ids[0];
  if (!first) return 'China';
  const w = await trx
    .selectFrom('purchase_parcels as p')
    .innerJoin('tenant_warehouses as w', 'w.id', 'p.warehouse_id')
    .select('w.name')
    .where('p.id', '=', first)
    .executeTakeFirst();
  return w?.name ?? 'China';
}

function destinationOf(row: TransitOrderRow): string {
  if (row.pickup_point) return row.pickup_point.name;
  const d = row.destination;
  return d ? [d.city, d.country].filter(Boolean).join(', ') : row.country;
}

/** True when the order's trial packing service asks for the box as packed and measured, not the packing rule. */
export const ordersTrialPacking = (row: Pick<TransitOrderRow, 'trial_packing_fee_fen'>): boolean =>
  row.trial_packing_fee_fen !== null;

/**
 * Weighs and prices the packed order and raises its TRANSIT payment for the shipping fee and the services. An
 * order with trial packing is priced only from the box the warehouse measured (all four values), never the rule.
 */
export async function packOrder(trx: Trx, row: TransitOrderRow, measured: Measured = {}): Promise<void> {
  if (row.status !== 'PACKING') throw transitOrderState(row.status);
  if (ordersTrialPacking(row)) {
    const missing = (['weightGrams', 'lengthCm', 'widthCm', 'heightCm'] as const).filter(
      (k) => measured[k] === undefined,
    );
    if (missing.length)
      throw validationError(Object.fromEntries(missing.map((k) => [k, 'REQUIRED_FOR_TRIAL_PACKING'])));
  }
  const parcels = await trx
    .selectFrom('purchase_parcels')
    .select(['weight_grams', 'length_cm', 'width_cm', 'height_cm'])
    .where('transit_order_id', '=', row.id)
    .execute();
  if (parcels.length === 0) throw transitOrderState(row.status, 'The order holds no parcel');
  const rule = packParcels(
    parcels.map((p) => ({
      weightGrams: p.weight_grams,
      lengthCm: p.length_cm,
      widthCm: p.width_cm,
      heightCm: p.height_cm,
    })),
  );
  const box: Box = {
    weightGrams: measured.weightGrams ?? rule.weightGrams,
    lengthCm: measured.lengthCm ?? rule.lengthCm,
    widthCm: measured.widthCm ?? rule.widthCm,
    heightCm: measured.heightCm ?? rule.heightCm,
  };
  const tariff = row.tariff;
  const weights = shipmentWeights(box, tariff.volumetricDivisor);
  if (weights.chargeableGrams > tariff.maxWeightGrams) {
    throw new AppError(409, 'TOO_HEAVY', 'The packed box is heavier than the line takes', {
      detail: `${weights.chargeableGrams} g > ${tariff.maxWeightGrams} g`,
      fields: { chargeableGrams: String(weights.chargeableGrams), maxWeightGrams: String(tariff.maxWeightGrams) },
    });
  }
  if (tariff.maxLengthCm != null && longestSideCm(box) > tariff.maxLengthCm)
    throw oversize(box, tariff.maxLengthCm, 'The packed box is longer than the line takes');
  const fee = feeFor(tariff, weights.chargeableGrams);
  const dueFen = amountDueFen({ ...row, fee_fen: fee.totalFen });
  const payment = await createPayment(trx, {
    tenantId: row.tenant_id,
    userId: row.user_id,
    orderType: 'TRANSIT',
    orderNo: row.order_no,
    amountFen: dueFen,
  });
  await move(trx, row, 'PACKING', 'AWAITING_PAYMENT', {
    actual_grams: weights.actualGrams,
    volumetric_grams: weights.volumetricGrams,
    chargeable_grams: weights.chargeableGrams,
    packed_length_cm: box.lengthCm,
    packed_width_cm: box.widthCm,
    packed_height_cm: box.heightCm,
    first_weight_fee_fen: fee.firstWeightFeeFen,
    additional_units: fee.additionalUnits,
    additional_weight_fee_fen: fee.additionalWeightFeeFen,
    fee_fen: fee.totalFen,
    payment_no: payment.paymentNo,
  });
  await recordEvent(trx, row.id, 'AWAITING_PAYMENT', {
    key: 'transitWeighed',
    params: { weight: gramsParam(weights.chargeableGrams), amount: cnyParam(fee.totalFen) },
  });
  await recordScans(trx, row.id, ['PACKED'], await originOf(trx, row));
}

/** Called from the payment handler, inside the paying transaction. */
export async function markPaid(trx: Trx, row: TransitOrderRow, paidAt: Date): Promise<void> {
  await move(trx, row, 'AWAITING_PAYMENT', 'PAID', { paid_at: paidAt });
  await recordEvent(trx, row.id, 'PAID', { key: 'transitPaid', params: { paymentNo: row.payment_no ?? '' } });
}

/** The carrier a line hands its parcels to when the operator names none. */
export function defaultCarrier(lineName: string): string {
  if (/air/i.test(lineName)) return 'Cainiao Global Express';
  if (/sea/i.test(lineName)) return 'COSCO Consolidated Cargo';
  return 'Overland Cross-border Express';
}

export function newTrackingNo(): string {
  return `LP${crypto
    .randomInt(0, 10 ** 9)
    .toString()
    .padStart(9, '0')}CN`;
}

export async function shipOrder(trx: Trx, row: TransitOrderRow, input: ShipInput = {}): Promise<void> {
  const carrier = input.carrier?.trim() || defaultCarrier(row.transit_option_name);
  const trackingNo = input.trackingNo?.trim() || newTrackingNo();
  await move(trx, row, 'PAID', 'SHIPPED', { carrier, tracking_no: trackingNo });
  const shipped = await trx
    .updateTable('purchase_parcels')
    .set({ status: 'SHIPPED', updated_at: sql<Date>`now()` })
    .where('transit_order_id', '=', row.id)
    .where('status', '=', 'IN_TRANSIT_ORDER')
    .returning('id')
    .execute();
  await recordStatusChange(
    trx,
    'PARCEL',
    shipped.map((p) => p.id),
    'SHIPPED',
  );
  await recordEvent(trx, row.id, 'SHIPPED', { key: 'transitShipped', params: { carrier, trackingNo } });
  await recordScans(
    trx,
    row.id,
    ['HANDED_TO_CARRIER', 'EXPORT_CUSTOMS_CLEARED', 'DEPARTED_ORIGIN'],
    await originOf(trx, row),
  );
}

export async function deliverOrder(trx: Trx, row: TransitOrderRow): Promise<void> {
  await move(trx, row, 'SHIPPED', 'DELIVERED');
  const where = destinationOf(row);
  await recordScans(
    trx,
    row.id,
    [
      'ARRIVED_DESTINATION',
      'IMPORT_CUSTOMS_CLEARED',
      row.self_pickup ? 'READY_FOR_PICKUP' : 'OUT_FOR_DELIVERY',
      'DELIVERED',
    ],
    where,
  );
  await recordEvent(trx, row.id, 'DELIVERED', {
    key: row.self_pickup ? 'transitCollected' : 'transitDelivered',
    params: { place: where },
  });
}

/** The shopper confirms receipt. */
export async function completeOrder(trx: Trx, row: TransitOrderRow): Promise<void> {
  await move(trx, row, 'DELIVERED', 'COMPLETED');
  await recordEvent(trx, row.id, 'COMPLETED', { key: 'transitCompleted' });
}
