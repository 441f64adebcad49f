// Transit orders (/front/transit-orders): the services the site offers and a quote with them, create from
// stock-in parcels, list with per-status counts, detail, pay with the pay password, complete after delivery, close
// before payment. Every change answers the order as the server now holds it; the page shows that answer.
import type {
  CreateTransitOrderRequest,
  TransitOrder,
  TransitOrderList,
  TransitOrderQuery,
  TransitQuote,
  TransitQuoteRequest,
  TransitServiceOffer,
} from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/transit-orders';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function getTransitServices(http: Http): Promise<Result<TransitServiceOffer>> {
  return call<TransitServiceOffer>(http.get('/front/transit-services'));
}

export function quoteTransitOrder(http: Http, body: TransitQuoteRequest): Promise<Result<TransitQuote>> {
  return call<TransitQuote>(http.post(`${base}/quote`, body));
}

export function createTransitOrder(http: Http, body: CreateTransitOrderRequest): Promise<Result<TransitOrder>> {
  return call<TransitOrder>(http.post(base, body));
}

export function listTransitOrders(http: Http, query: TransitOrderQuery = {}): Promise<Result<TransitOrderList>> {
  const params: Record<string, string | number> = {};
  if (query.status) params.status = query.status;
  if (query.orderNo) params.orderNo = query.orderNo;
  if (query.pageNo !== undefined) params.pageNo = query.pageNo;
  if (query.pageSize !== undefined) params.pageSize = query.pageSize;
  return call<TransitOrderList>(http.get(base, { params }));
}

export function getTransitOrder(http: Http, id: string): Promise<Result<TransitOrder>> {
  return call<TransitOrder>(http.get(one(id)));
}

export function payTransitOrder(http: Http, id: string, payPassword: string): Promise<Result<TransitOrder>> {
  return call<TransitOrder>(http.post(`${one(id)}/pay`, { payPassword }));
}

export function completeTransitOrder(http: Http, id: string): Promise<Result<TransitOrder>> {
  return call<TransitOrder>(http.post(`${one(id)}/complete`));
}

export function closeTransitOrder(http: Http, id: string): Promise<Result<TransitOrder>> {
  return call<TransitOrder>(http.post(`${one(id)}/close`));
}
