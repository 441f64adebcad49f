// The batch payment page's filter in its URL (`?type=TRANSIT&orderNo=T12`). Pure.
import type { ParsedUrlQuery } from 'querystring';
import { PAYMENT_ORDER_TYPES, type PaymentOrderType, type UnpaidPaymentsQuery } from '@/contract';

export type PaymentTypeFilter = PaymentOrderType | 'ALL';

export interface PendingQuery {
  type: PaymentTypeFilter;
  orderNo: string;
}

/** Every unpaid item fits one page: a shopper rarely owes more, and the API allows 100. */
export const UNPAID_PAGE_SIZE = 100;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parsePendingQuery(query: ParsedUrlQuery): PendingQuery {
  const type = first(query.type);
  return {
    type: (PAYMENT_ORDER_TYPES as readonly string[]).includes(type ?? '') ? (type as PaymentOrderType) : 'ALL',
    orderNo: (first(query.orderNo) ?? '').trim().slice(0, 40),
  };
}

export function pendingQueryParams(value: PendingQuery): Record<string, string> {
  return {
    ...(value.type !== 'ALL' ? { type: value.type } : {}),
    ...(value.orderNo ? { orderNo: value.orderNo } : {}),
  };
}

export function unpaidRequest(value: PendingQuery): UnpaidPaymentsQuery {
  return {
    ...(value.type !== 'ALL' ? { orderType: value.type } : {}),
    ...(value.orderNo ? { orderNo: value.orderNo } : {}),
    pageNo: 1,
    pageSize: UNPAID_PAGE_SIZE,
  };
}
