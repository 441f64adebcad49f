// The transit page's state in its URL (`?status=SHIPPED&page=2&order=<id>`), so a reload, a shared link or the
// in-stock page's redirect after creating an order shows the same list and opens the same order. Pure.
import type { ParsedUrlQuery } from 'querystring';
import { TRANSIT_ORDER_STATUSES, type TransitOrderStatus } from '@/contract';

export interface TransitQuery {
  status: TransitOrderStatus | null;
  /** 1-based. */
  page: number;
  /** The order whose detail is open. */
  order: string | null;
}

export const TRANSIT_PAGE_SIZE = 10;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseTransitQuery(query: ParsedUrlQuery): TransitQuery {
  const status = first(query.status);
  const page = Number(first(query.page));
  const order = first(query.order)?.trim();
  return {
    status: (TRANSIT_ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as TransitOrderStatus)
      : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    order: order && order.length <= 64 ? order : null,
  };
}

/** Only non-default values, so the plain page keeps its plain URL. */
export function transitQueryParams(value: TransitQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (value.status) out.status = value.status;
  if (value.page > 1) out.page = String(value.page);
  if (value.order) out.order = value.order;
  return out;
}
