// A transit order keeps its line's, parcels' warehouse, pickup point's and destination regions' names as they read
// when it was made (the tenant's default texts, which the operator and the carriers read). The shopper reads them
// in their language where the tenant keeps one, looked up when the order is answered; a name changed since keeps
// its old text.
import type {
  Locale,
  MessageParams,
  StockInParcel,
  TenantWarehouse,
  TrackingEvent,
  TransitDestination,
  TransitTimelineEntry,
} from '../../../../contract';
import type { Db } from '../../db';
import { tenantTexts, type TenantTexts } from '../reference/tenantTexts';
import { destinationNamer, type DestinationNamer } from './destinationNames';

interface WireOrder {
  transitOptionName: string;
  pickupPoint?: TenantWarehouse | null;
  destination?: TransitDestination | null;
  parcels?: StockInParcel[];
  timeline?: TransitTimelineEntry[];
  tracking?: TrackingEvent[];
}

function ordersIn(payload: unknown): { orders: WireOrder[]; rebuild: (orders: WireOrder[]) => unknown } | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const value = payload as Record<string, unknown>;
  if (Array.isArray(value.items)) {
    const items = value.items as unknown[];
    if (!items.every((item) => item !== null && typeof item === 'object' && 'transitOptionName' in item)) return null;
    return { orders: items as WireOrder[], rebuild: (orders) => ({ ...value, items: orders }) };
  }
  if (typeof value.transitOptionName === 'string')
    return { orders: [value as unknown as WireOrder], rebuild: ([order]) => order };
  return null;
}

function localizeOrder(order: WireOrder, texts: TenantTexts, nameDestination: DestinationNamer): WireOrder {
  const params = (p: MessageParams | undefined) =>
    p && Object.fromEntries(Object.entries(p).map(([name, v]) => [name, typeof v === 'string' ? texts.text(v) : v]));
  return {
    ...order,
    transitOptionName: texts.text(order.transitOptionName),
    ...(order.pickupPoint ? { pickupPoint: texts.warehouse(order.pickupPoint) } : {}),
    ...(order.destination ? { destination: nameDestination(order.destination) } : {}),
    ...(order.parcels
      ? { parcels: order.parcels.map((p) => ({ ...p, warehouse: texts.warehouse(p.warehouse) })) }
      : {}),
    // Notes name the line and the place (keyed notes are written from their parameters afterwards).
    ...(order.timeline
      ? { timeline: order.timeline.map((e) => (e.noteParams ? { ...e, noteParams: params(e.noteParams) } : e)) }
      : {}),
    ...(order.tracking ? { tracking: order.tracking.map((e) => ({ ...e, location: texts.text(e.location) })) } : {}),
  };
}

/** The transit order (or page of orders) in `payload` with its tenant texts in `language`. */
export async function localizeTransitOrders(
  db: Db,
  tenantId: string,
  language: Locale,
  payload: unknown,
): Promise<unknown> {
  const found = ordersIn(payload);
  if (!found || found.orders.length === 0) return payload;
  const texts = await tenantTexts(db, tenantId, language);
  const countries = [...new Set(found.orders.flatMap((o) => (o.destination ? [o.destination.country] : [])))];
  const nameDestination = await destinationNamer(db, tenantId, countries, language);
  return found.rebuild(found.orders.map((order) => localizeOrder(order, texts, nameDestination)));
}
