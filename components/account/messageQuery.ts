// The messages page's state in its URL (`?filter=unread&page=2`), so a reload or a shared link shows the same
// list. Pure: read from a parsed query, written back as a query object.
import type { ParsedUrlQuery } from 'querystring';
import { firstValue } from '@/utils/request';

export type MessageFilter = 'all' | 'unread';

export interface MessageQuery {
  filter: MessageFilter;
  /** 1-based. */
  page: number;
}

/** Twenty fit one screen on a phone when collapsed; the API allows up to 100. */
export const MESSAGES_PAGE_SIZE = 20;

export function parseMessageQuery(query: ParsedUrlQuery): MessageQuery {
  const filter: MessageFilter = firstValue(query.filter) === 'unread' ? 'unread' : 'all';
  const page = Number(firstValue(query.page));
  return { filter, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** Only non-default values, so the plain page keeps its plain URL. */
export function messageQueryParams(value: MessageQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (value.filter === 'unread') out.filter = 'unread';
  if (value.page > 1) out.page = String(value.page);
  return out;
}
