// A transit order keeps its line's and pickup point's names as they read when it was made (the tenant's default
// texts, which the operator and the carriers read). The shopper reads them in their language where the tenant keeps
// one, looked up when the order is answered; a line renamed since keeps its old name.
import type { Locale, TenantWarehouse, TransitOrderSummary } from '../../../../contract';
import type { Db } from '../../db';
import { inLanguage, type TextTranslations } from '../reference/translated';

type WireOrder = Pick<TransitOrderSummary, 'transitOptionName'> & { pickupPoint?: TenantWarehouse | null };

function ordersIn(payload: unknown): { orders: WireOrder[]; rebuild: (orders: WireOrder[]) => unknown } | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const value = payload as Record<string, unknown>;
  if (Array.isArray(value.items)) {
    const items = value.items as unknown[];
    if (!items.every((item) => item !== null && typeof item === 'object' && 'transitOptionName' in item)) return null;
    return { orders: items as WireOrder[], rebuild: (orders) => ({ ...value, items: orders }) };
  }
  if (typeof value.transitOptionName === 'string') return { orders: [value as unknown as WireOrder], rebuild: ([order]) => order };
  return null;
}

/** The transit order (or page of orders) in `payload` with its line and pickup point named in `language`. */
export async function localizeTransitOrders(db: Db, tenantId: string, language: Locale, payload: unknown): Promise<unknown> {
  const found = ordersIn(payload);
  if (!found || found.orders.length === 0) return payload;
  const lines = await db.selectFrom('transit_options').select(['name', 'name_translations']).where('tenant_id', '=', tenantId).execute();
  const lineNames = new Map<string, TextTranslations>(lines.map((l) => [l.name, l.name_translations]));
  const pointIds = [...new Set(found.orders.flatMap((o) => (o.pickupPoint ? [o.pickupPoint.id] : [])))];
  const points = pointIds.length
    ? await db.selectFrom('tenant_warehouses').select(['id', 'name_translations', 'address_translations']).where('tenant_id', '=', tenantId).where('id', 'in', pointIds).execute()
    : [];
  const pointTexts = new Map(points.map((p) => [p.id, p]));
  return found.rebuild(found.orders.map((order) => {
    const point = order.pickupPoint ? pointTexts.get(order.pickupPoint.id) : undefined;
    return {
      ...order,
      transitOptionName: inLanguage(order.transitOptionName, lineNames.get(order.transitOptionName), language),
      ...(order.pickupPoint && point
        ? { pickupPoint: { ...order.pickupPoint, name: inLanguage(order.pickupPoint.name, point.name_translations, language), address: inLanguage(order.pickupPoint.address, point.address_translations, language) } }
        : {}),
    };
  }));
}
