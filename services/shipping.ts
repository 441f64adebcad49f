// Shipping reference data and the parcels waiting at the China warehouses: tenant warehouses, the shopper's
// receiving addresses there (/front/user/warehouses), transit lines and their estimates, stock-in parcels.
import type {
  ConsolidationAdvice,
  ConsolidationRequest,
  DoorCost,
  DoorCostRequest,
  Page,
  SaveUserWarehouseRequest,
  ShippingEstimate,
  ShippingEstimateQuery,
  StockInParcel,
  TenantWarehouse,
  TransitOption,
  UserWarehouse,
  WarehouseRegion,
} from '@/contract';
import { MAX_PARCEL_PAGE_SIZE } from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

const userWarehouseBase = '/front/user/warehouses';

export function getTenantWarehouses(http: Http, region: WarehouseRegion): Promise<Result<TenantWarehouse[]>> {
  return call<TenantWarehouse[]>(http.get('/front/tenant-warehouses', { params: { warehouseRegion: region } }));
}

export function listUserWarehouses(http: Http): Promise<Result<UserWarehouse[]>> {
  return call<UserWarehouse[]>(http.get(userWarehouseBase));
}

export function addUserWarehouse(http: Http, body: SaveUserWarehouseRequest): Promise<Result<UserWarehouse>> {
  return call<UserWarehouse>(http.post(userWarehouseBase, body));
}

/** Answers the remaining receiving addresses. */
export function removeUserWarehouse(http: Http, id: string): Promise<Result<UserWarehouse[]>> {
  return call<UserWarehouse[]>(http.delete(`${userWarehouseBase}/${encodeURIComponent(id)}`));
}

export function getTransitOptions(http: Http): Promise<Result<TransitOption[]>> {
  return call<TransitOption[]>(http.get('/front/transit-options'));
}

/** Every line's fee (or why it cannot take the shipment), priced by the server for a weight and size or for parcels. */
export function estimateShipping(http: Http, query: ShippingEstimateQuery): Promise<Result<ShippingEstimate>> {
  const params: Record<string, string | number> = { country: query.country };
  if (query.purchaseParcelIds?.length) params.purchaseParcelIds = query.purchaseParcelIds.join(',');
  for (const key of ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'] as const) {
    const value = query[key];
    if (value !== undefined) params[key] = value;
  }
  return call<ShippingEstimate>(http.get('/front/transit-options/estimate', { params }));
}

/** What goods not bought yet cost to ship to the door, on the cheapest line (priced by the server). */
export function getDoorCost(http: Http, body: DoorCostRequest): Promise<Result<DoorCost>> {
  return call<DoorCost>(http.post('/front/transit-options/door-cost', body));
}

/** The cheapest way to ship these parcels (groups, line per group, fees and saving), planned by the server. */
export function getConsolidationAdvice(http: Http, body: ConsolidationRequest): Promise<Result<ConsolidationAdvice>> {
  return call<ConsolidationAdvice>(http.post('/front/transit-options/consolidation', body));
}

const stockInPath = '/front/purchase-parcels/stock-in-parcels';

/**
 * Every parcel in the warehouse: the total first (a one-item page), then all of them in one page of that size,
 * as the API documents it. With a few hundred parcels this is two small requests, never one per page. An empty
 * stock answers after the first call.
 */
export async function listStockInParcels(http: Http): Promise<Result<StockInParcel[]>> {
  const head = await call<Page<StockInParcel>>(http.get(stockInPath, { params: { pageNo: 1, pageSize: 1 } }));
  if (!head.ok) return head;
  const total = head.data.total;
  if (total <= head.data.items.length) return mapResult(head, (page) => page.items);
  const pageSize = Math.min(total, MAX_PARCEL_PAGE_SIZE);
  return mapResult(
    await call<Page<StockInParcel>>(http.get(stockInPath, { params: { pageNo: 1, pageSize } })),
    (page) => page.items,
  );
}
