// The shopper's say on an inspected purchase-order item: accept it, or ask for a return or an exchange. Both answer
// the item's inspection as the server now sees it (status, what the shopper may still do).
import type { AfterSaleCreateRequest, ItemInspection } from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const itemPath = (itemId: string) => `/front/purchase-orders/items/${encodeURIComponent(itemId)}`;

export function acceptOrderItem(http: Http, itemId: string): Promise<Result<ItemInspection>> {
  return call<ItemInspection>(http.post(`${itemPath(itemId)}/accept`));
}

export function requestItemAfterSale(
  http: Http,
  itemId: string,
  body: AfterSaleCreateRequest,
): Promise<Result<ItemInspection>> {
  return call<ItemInspection>(http.post(`${itemPath(itemId)}/after-sale`, body));
}
