import { z } from 'zod';
import {
  PRODUCT_PLATFORMS,
  SEARCH_KEYWORD_MAX_LENGTH,
  type ProductPlatform,
  type ProductSearchQuery,
  type ProductSort,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';

/*
 * The query strings of the product calls, validated into typed criteria. Every mistake is a 400 with the field
 * named (http/validation.ts): a wrong sort, a page size above 60, a price range upside down, a channel the
 * tenant does not offer.
 */

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_NO = 500;
const SORTS = ['default', 'sales_desc', 'price_asc', 'price_desc'] as const satisfies readonly ProductSort[];

/** The marketplaces a search channel covers: the Taobao channel is Taobao and Tmall. */
export const CHANNEL_PLATFORMS: Record<ProductPlatform, readonly ProductPlatform[]> = {
  Taobao: ['Taobao', 'Tmall'],
  Tmall: ['Tmall'],
  Alibaba: ['Alibaba'],
  JD: ['JD'],
  Yiwugou: ['Yiwugou'],
  Poizon: ['Poizon'],
  SelfOwned: ['SelfOwned'],
};

/** `?keyword=` (empty) means "not given"; repeated parameters are a mistake, not a list. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: 'TOO_LONG' }).optional());
const id = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'INVALID_ID' })
    .optional(),
);
const int = (min: number, max: number, tooBig: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'INVALID_NUMBER' })
      .int({ error: 'INVALID_NUMBER' })
      .min(min, { error: 'TOO_SMALL' })
      .max(max, { error: tooBig })
      .optional(),
  );
const price = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'INVALID_PRICE' })
    .finite({ error: 'INVALID_PRICE' })
    .min(0, { error: 'INVALID_PRICE' })
    .max(10_000_000, { error: 'INVALID_PRICE' })
    .optional(),
);

export const searchQuerySchema = z
  .object({
    keyword: text(SEARCH_KEYWORD_MAX_LENGTH),
    imageUrl: text(2048),
    shopId: id,
    channel: z.preprocess(blankToUndefined, z.enum(PRODUCT_PLATFORMS, { error: 'INVALID_CHANNEL' }).optional()),
    pageNo: int(1, MAX_PAGE_NO, 'TOO_LARGE'),
    pageSize: int(1, MAX_PAGE_SIZE, 'TOO_LARGE'),
    nextPage: text(400),
    sort: z.preprocess(blankToUndefined, z.enum(SORTS, { error: 'INVALID_SORT' }).optional()),
    filters: text(200),
    priceStart: price,
    priceEnd: price,
    productCollectionId: id,
    snId: id,
  })
  .refine((q) => q.priceStart === undefined || q.priceEnd === undefined || q.priceEnd >= q.priceStart, {
    path: ['priceEnd'],
    error: 'BELOW_PRICE_START',
  });

requestSchema<ProductSearchQuery>()(searchQuerySchema); // a drift from the contract type is a compile error

export type SearchQuery = z.output<typeof searchQuerySchema>;

export const productQuerySchema = z.object({
  productUrl: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(8192, { error: 'TOO_LONG' }),
});

export const keywordQuerySchema = z.object({
  keyword: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED' })
    .max(SEARCH_KEYWORD_MAX_LENGTH, { error: 'TOO_LONG' }),
  /** Optional: count only the channel being searched, so a chip's count matches what choosing it shows. */
  channel: z.preprocess(blankToUndefined, z.enum(PRODUCT_PLATFORMS, { error: 'INVALID_CHANNEL' }).optional()),
});

/** CNY with up to two decimals → fen. */
export const toFen = (cny: number) => Math.round(cny * 100);

/**
 * Platforms a search covers. A channel must be one the tenant offers (else a 'CHANNEL_NOT_OFFERED' reason);
 * without one, a shop or collection listing is not narrowed by channel (a collection may mix marketplaces) and
 * anything else uses the tenant's default channel, the first it offers.
 */
export function platformsFor(
  query: Pick<SearchQuery, 'channel' | 'shopId' | 'productCollectionId'>,
  offered: readonly ProductPlatform[],
): { ok: true; platforms: readonly ProductPlatform[] | null } | { ok: false; reason: 'CHANNEL_NOT_OFFERED' } {
  if (query.channel) {
    if (!offered.includes(query.channel)) return { ok: false, reason: 'CHANNEL_NOT_OFFERED' };
    return { ok: true, platforms: CHANNEL_PLATFORMS[query.channel] };
  }
  if (query.shopId || query.productCollectionId) return { ok: true, platforms: null };
  const first = offered[0];
  return { ok: true, platforms: first ? CHANNEL_PLATFORMS[first] : null };
}

/** Every platform reachable through the tenant's channels. */
export function offeredPlatforms(offered: readonly ProductPlatform[]): ProductPlatform[] {
  return [...new Set(offered.flatMap((c) => CHANNEL_PLATFORMS[c]))];
}
