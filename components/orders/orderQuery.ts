// The purchase page's state in its URL (`?status=PAID&orderNo=PO12&page=2`, or `?id=<order>` for one order), so a
// reload or a shared link shows the same thing. Pure: read from a parsed query, written back as a query object.
import type { ParsedUrlQuery } from 'querystring';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@/contract';

export type StatusTab = PurchaseOrderStatus | 'ALL';

export interface OrderQuery {
  status: StatusTab;
  /** Part of an order number ('' for none). */
  orderNo: string;
  /** 1-based. */
  page: number;
}

export const ORDERS_PAGE_SIZE = 10;
export const ORDER_NO_MAX_LENGTH = 40;

export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isStatus(value: unknown): value is PurchaseOrderStatus {
  return typeof value === 'string' && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);
}

export function parseOrderQuery(query: ParsedUrlQuery): OrderQuery {
  const status = first(query.status);
  const page = Number(first(query.page));
  return {
    status: isStatus(status) ? status : 'ALL',
    orderNo: (first(query.orderNo) ?? '').trim().slice(0, ORDER_NO_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The order a detail link names (`?id=`), or null for the list. */
export function parseOrderId(query: ParsedUrlQuery): string | null {
  const id = first(query.id)?.trim();
  return id && id.length <= 64 ? id : null;
}

/** Only non-default values, so the plain page keeps its plain URL. */
export function orderQueryParams(value: OrderQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (value.status !== 'ALL') out.status = value.status;
  if (value.orderNo) out.orderNo = value.orderNo;
  if (value.page > 1) out.page = String(value.page);
  return out;
}

/** The API query for a page of the list. */
export function listRequest(value: OrderQuery) {
  return {
    ...(value.status === 'ALL' ? {} : { status: value.status }),
    ...(value.orderNo ? { orderNo: value.orderNo } : {}),
    pageNo: value.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}
