// The search page keeps its whole state in the URL (back/forward and shared links reproduce the same results):
// this module reads that state from a query, writes it back, and turns it into the API's search parameters.
// Anything malformed in a hand-edited URL is dropped rather than sent on (a negative price, an unknown sort).
// Besides a keyword or an image, the page lists one shop's products (`shopId`, from the product page's "more from
// this shop") or one collection's (`productCollectionId`, from a home product group's "see all"); `title` carries
// the shop's or collection's name for the heading only (it is shown as text, never sent to the API).
import type { ParsedUrlQuery } from 'querystring';
import type { ProductPlatform, ProductSearchQuery, ProductSort } from '@/contract';
import type { ProductHrefContext } from '@/utils/productHref';
import { firstValue } from '@/utils/request';
import { isPlatform, pickChannel } from '../channels';
import { LIST_TITLE_MAX } from './listHref';

export const SEARCH_PAGE_SIZE = 20;
/** The API's page limit (backend MAX_PAGE_NO). */
export const MAX_PAGE_NO = 500;
export const SORTS: readonly ProductSort[] = ['default', 'sales_desc', 'price_asc', 'price_desc'];

export interface SearchState {
  keyword: string;
  imageUrl: string;
  filters: string;
  channel: ProductPlatform | null;
  sort: ProductSort;
  priceStart: number | null;
  priceEnd: number | null;
  pageNo: number;
  /** Related category chosen from the keyword navigation. */
  snId: string | null;
  /** One shop's products. */
  shopId: string | null;
  /** One collection's (product group's) products. */
  collectionId: string | null;
  /** The shop's or collection's name, for the heading. */
  listTitle: string;
}

export type SearchMode = 'image' | 'keyword' | 'shop' | 'collection' | 'none';

export function searchMode(state: Pick<SearchState, 'keyword' | 'imageUrl' | 'shopId' | 'collectionId'>): SearchMode {
  if (state.imageUrl) return 'image';
  if (state.keyword) return 'keyword';
  if (state.shopId) return 'shop';
  return state.collectionId ? 'collection' : 'none';
}

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

function id(value: string): string | null {
  return ID.test(value) ? value : null;
}

function text(query: ParsedUrlQuery, key: string): string {
  return (firstValue(query[key]) ?? '').trim();
}

function price(value: string): number | null {
  if (value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parseSearchState(query: ParsedUrlQuery, platforms: readonly ProductPlatform[]): SearchState {
  const sort = text(query, 'sort') as ProductSort;
  const pageNo = Number.parseInt(text(query, 'pageNo'), 10);
  let priceStart = price(text(query, 'priceStart'));
  let priceEnd = price(text(query, 'priceEnd'));
  if (priceStart !== null && priceEnd !== null && priceStart > priceEnd)
    [priceStart, priceEnd] = [priceEnd, priceStart];
  const shopId = id(text(query, 'shopId'));
  const collectionId = id(text(query, 'productCollectionId'));
  // A shop or collection is listed across the channels unless one is asked for (a collection may mix marketplaces).
  const listing = !text(query, 'keyword') && !text(query, 'imageUrl') && Boolean(shopId || collectionId);
  const askedChannel = firstValue(query.channel);
  return {
    keyword: text(query, 'keyword'),
    imageUrl: text(query, 'imageUrl'),
    filters: text(query, 'filters'),
    channel:
      listing && !(isPlatform(askedChannel) && platforms.includes(askedChannel))
        ? null
        : pickChannel(platforms, askedChannel),
    sort: SORTS.includes(sort) ? sort : 'default',
    priceStart,
    priceEnd,
    pageNo: Number.isFinite(pageNo) && pageNo >= 1 ? Math.min(pageNo, MAX_PAGE_NO) : 1,
    snId: id(text(query, 'snId')),
    shopId,
    collectionId,
    listTitle: shopId || collectionId ? text(query, 'title').slice(0, LIST_TITLE_MAX) : '',
  };
}

/** The URL query for a state: only what differs from the defaults, so shared links stay short. */
export function toUrlQuery(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.imageUrl) query.imageUrl = state.imageUrl;
  else if (state.keyword) query.keyword = state.keyword;
  if (state.filters) query.filters = state.filters;
  if (state.channel) query.channel = state.channel;
  if (state.sort !== 'default') query.sort = state.sort;
  if (state.priceStart !== null) query.priceStart = String(state.priceStart);
  if (state.priceEnd !== null) query.priceEnd = String(state.priceEnd);
  if (state.snId) query.snId = state.snId;
  if (state.shopId) query.shopId = state.shopId;
  if (state.collectionId) query.productCollectionId = state.collectionId;
  if (state.listTitle) query.title = state.listTitle;
  if (state.pageNo > 1) query.pageNo = String(state.pageNo);
  return query;
}

/** A change of anything but the page starts again at page 1. */
export function changeState(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, pageNo: 1, ...change };
}

/** What a result's product address carries on from the search (the server and the browser must agree on it). */
export function hrefContext(state: SearchState): ProductHrefContext {
  return { filters: state.filters, keyword: state.keyword };
}

export function toApiQuery(state: SearchState, extra: Partial<ProductSearchQuery> = {}): ProductSearchQuery {
  const query: ProductSearchQuery = { pageNo: state.pageNo, pageSize: SEARCH_PAGE_SIZE, sort: state.sort };
  if (state.imageUrl) query.imageUrl = state.imageUrl;
  else if (state.keyword) query.keyword = state.keyword;
  if (state.filters) query.filters = state.filters;
  if (state.channel) query.channel = state.channel;
  if (state.priceStart !== null) query.priceStart = state.priceStart;
  if (state.priceEnd !== null) query.priceEnd = state.priceEnd;
  if (state.snId) query.snId = state.snId;
  if (state.shopId) query.shopId = state.shopId;
  if (state.collectionId) query.productCollectionId = state.collectionId;
  return { ...query, ...extra };
}

export function hasRefinements(state: SearchState): boolean {
  return Boolean(
    state.filters || state.snId || state.priceStart !== null || state.priceEnd !== null || state.sort !== 'default',
  );
}
