// Transit order rows → wire shapes, and what the shopper may do in each state.
import type { Selectable } from 'kysely';
import {
  TRANSIT_ORDER_CLOSABLE,
  type StockInParcel,
  type TrackingEvent,
  type TransitOrder,
  type TransitOrderActions,
  type TransitOrderStatus,
  type TransitOrderSummary,
  type TransitTimelineEntry,
} from '../../../../contract';
import { AppError } from '../../http/errors';
import { toBreakdown } from '../shipping/estimate';
import { serviceFeesOf, servicesTotalFen, toServiceCharges } from './servicePricing';
import type { TransitOrdersTable } from './tables';

export type TransitOrderRow = Selectable<TransitOrdersTable>;

const yuan = (fen: number) => Math.round(fen) / 100;

export const transitOrderNotFound = () =>
  new AppError(404, 'TRANSIT_ORDER_NOT_FOUND', 'This transit order does not exist');

/** 409 naming the state the order is in. */
export function transitOrderState(
  status: TransitOrderStatus,
  message = 'The transit order cannot do this in its current state',
): AppError {
  return new AppError(409, 'TRANSIT_ORDER_STATE', message, { detail: status, fields: { status } });
}

/** What the order's payment asks: the weighed shipping fee and the services (0 before weighing). */
export const amountDueFen = (
  row: Pick<TransitOrderRow, 'fee_fen' | 'insurance_fee_fen' | 'reinforced_packing_fee_fen' | 'trial_packing_fee_fen'>,
): number => (row.fee_fen ?? 0) + servicesTotalFen(serviceFeesOf(row));

export function actionsFor(status: TransitOrderStatus): TransitOrderActions {
  return {
    canPay: status === 'AWAITING_PAYMENT',
    canClose: TRANSIT_ORDER_CLOSABLE.includes(status),
    canComplete: status === 'DELIVERED',
  };
}

export function toSummary(row: TransitOrderRow): TransitOrderSummary {
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    transitOptionName: row.transit_option_name,
    parcelCount: row.parcel_ids.length,
    selfPickup: row.self_pickup,
    country: row.country,
    estimatedFee: yuan(row.estimated_fee_fen),
    fee: row.fee_fen === null ? null : yuan(row.fee_fen),
    paymentNo: row.payment_no,
    declaredValue: yuan(row.declared_value_fen),
    services: toServiceCharges(serviceFeesOf(row)),
    amountDue: row.fee_fen === null ? null : yuan(amountDueFen(row)),
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    actions: actionsFor(row.status),
  };
}

export interface OrderDetailParts {
  parcels: StockInParcel[];
  timeline: TransitTimelineEntry[];
  tracking: TrackingEvent[];
}

export function toTransitOrder(row: TransitOrderRow, parts: OrderDetailParts): TransitOrder {
  const weighed = row.actual_grams !== null && row.volumetric_grams !== null && row.chargeable_grams !== null;
  const packed = row.packed_length_cm !== null && row.packed_width_cm !== null && row.packed_height_cm !== null;
  const fee =
    row.fee_fen !== null &&
    row.first_weight_fee_fen !== null &&
    row.additional_units !== null &&
    row.additional_weight_fee_fen !== null
      ? toBreakdown({
          firstWeightFeeFen: row.first_weight_fee_fen,
          additionalUnits: row.additional_units,
          additionalWeightFeeFen: row.additional_weight_fee_fen,
          totalFen: row.fee_fen,
        })
      : null;
  return {
    ...toSummary(row),
    parcels: parts.parcels,
    destination: row.destination,
    pickupPoint: row.pickup_point,
    localExpressCompanyName: row.local_express_company,
    remark: row.remark,
    estimatedWeights: {
      actualGrams: row.estimated_actual_grams,
      volumetricGrams: row.estimated_volumetric_grams,
      chargeableGrams: row.estimated_chargeable_grams,
    },
    weights: weighed
      ? {
          actualGrams: row.actual_grams as number,
          volumetricGrams: row.volumetric_grams as number,
          chargeableGrams: row.chargeable_grams as number,
        }
      : null,
    packedSize: packed
      ? {
          lengthCm: row.packed_length_cm as number,
          widthCm: row.packed_width_cm as number,
          heightCm: row.packed_height_cm as number,
        }
      : null,
    feeBreakdown: fee,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    timeline: parts.timeline,
    tracking: parts.tracking,
  };
}
