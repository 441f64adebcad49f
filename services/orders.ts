// Purchase orders (/front/purchase-orders) and buying one product now (/front/preview-product). Every amount is
// the server's; the storefront only shows it.
import type {
  CreatePurchaseOrderRequest,
  PreviewProductRequest,
  PreviewProductResponse,
  PurchaseOrder,
  PurchaseOrderList,
  PurchaseOrderListQuery,
  PurchaseOrderPayResult,
} from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/purchase-orders';
const path = (id: string, action = '') => `${base}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function createPurchaseOrder(http: Http, body: CreatePurchaseOrderRequest): Promise<Result<PurchaseOrder>> {
  return call<PurchaseOrder>(http.post(base, body));
}

export function listPurchaseOrders(http: Http, query: PurchaseOrderListQuery): Promise<Result<PurchaseOrderList>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return call<PurchaseOrderList>(http.get(base, { params }));
}

export function getPurchaseOrder(http: Http, id: string): Promise<Result<PurchaseOrder>> {
  return call<PurchaseOrder>(http.get(path(id)));
}

export function clonePurchaseOrder(http: Http, id: string): Promise<Result<PurchaseOrder>> {
  return call<PurchaseOrder>(http.post(path(id, 'clone')));
}

export function closePurchaseOrder(http: Http, id: string): Promise<Result<PurchaseOrder>> {
  return call<PurchaseOrder>(http.post(path(id, 'close')));
}

export function payPurchaseOrder(http: Http, id: string, payPassword: string): Promise<Result<PurchaseOrderPayResult>> {
  return call<PurchaseOrderPayResult>(http.post(path(id, 'pay'), { payPassword }));
}

/** The amounts of buying one product now, for the chosen warehouse. */
export function previewProduct(http: Http, body: PreviewProductRequest): Promise<Result<PreviewProductResponse>> {
  return call<PreviewProductResponse>(http.post('/front/preview-product/refresh', body));
}

/** Creates the purchase order of buying one product now (unpaid). */
export function createPreviewOrder(http: Http, body: PreviewProductRequest): Promise<Result<PurchaseOrder>> {
  return call<PurchaseOrder>(http.post('/front/preview-product/create', body));
}
