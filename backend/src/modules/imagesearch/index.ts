import { sql } from 'kysely';
import type { ProductPlatform } from '../../../../contract';
import type { Db } from '../../db';
import type { ImageFingerprint } from './fingerprint';
import { HISTOGRAM_BINS, THUMB_SIZE } from './fingerprint';
import { compact, HASH_ONLY_WEIGHT, HISTOGRAM_ONLY_WEIGHT, HISTOGRAM_WEIGHT, THUMB_WEIGHT } from './similarity';

/*
 * Image search over the catalogue: every product's cover fingerprint is loaded once per process into flat typed
 * arrays (2,100 products ≈ 0.6 MB), and a query is a linear scan with the combined distance of similarity.ts
 * (~2-5 ms). Cheaper and more exact than an index at this size; a marketplace-sized catalogue would want an
 * ANN index instead.
 *
 * Freshness: each call asks the database for (count, max id) of fingerprinted products, one index-only query;
 * when it changed (seed, new products) the arrays are rebuilt. `invalidateImageIndex(db)` forces it (call it
 * after rewriting fingerprints in place).
 */

export { imageFingerprint, InvalidImageError, type ImageFingerprint } from './fingerprint';

/**
 * Products farther than this from the query picture are not similar and are left out, so an image search lists the
 * look-alikes, not the whole catalogue. Measured on the seeded catalogue with 200 px JPEG copies of its own
 * pictures: a product's own picture scores 0.003-0.014; the next best product 0.18-0.50 (median 0.33), the fifth
 * 0.29-0.52, the median product 0.44-0.69. At 0.3 a copy of a picture always finds its product, with the one to
 * three products that really look alike, and an unrelated photo finds nothing rather than everything.
 */
export const MAX_SIMILAR_DISTANCE = 0.3;

export interface RankOptions {
  /** The tenant asking: marketplace products (tenant_id null) and this tenant's own items are visible. */
  tenantId: string;
  /** Platforms to rank; null or empty = all. */
  platforms?: readonly ProductPlatform[] | null;
  shopId?: string | null;
  priceStartFen?: number | null;
  priceEndFen?: number | null;
  /** Paging: pageNo (1-based) + pageSize, or offset + limit. */
  pageNo?: number;
  pageSize?: number;
  offset?: number;
  limit?: number;
  /** Leave out products farther than this (default MAX_SIMILAR_DISTANCE). */
  maxDistance?: number;
}

export interface RankedProduct {
  /** products.id (row id). */
  id: number;
  /** 0 = identical, 1 = nothing alike. */
  distance: number;
}

export interface RankResult {
  items: RankedProduct[];
  /** Products that matched the filters and are similar enough (within maxDistance). */
  total: number;
}

interface ImageIndex {
  version: string;
  size: number;
  ids: Float64Array;
  platforms: ProductPlatform[];
  tenantIds: (string | null)[];
  shopIds: string[];
  minPriceFen: Float64Array;
  maxPriceFen: Float64Array;
  /** 64-bit hashes as two 32-bit halves. */
  hashHi: Uint32Array;
  hashLo: Uint32Array;
  histograms: Float32Array;
  /** Present only when every product has a thumbnail (mixing scales would skew the ranking). */
  thumbs: Uint8Array | null;
}

const indexes = new WeakMap<Db, { index: ImageIndex | null; loading: Promise<ImageIndex> | null }>();

export function invalidateImageIndex(db: Db): void {
  indexes.delete(db);
}

async function currentVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('m')])
    .where('image_hash', 'is not', null)
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${Number(row?.m ?? 0)}`;
}

function splitHash(hex: string): [number, number] {
  const padded = hex.padStart(16, '0').slice(-16);
  return [parseInt(padded.slice(0, 8), 16) >>> 0, parseInt(padded.slice(8), 16) >>> 0];
}

async function loadIndex(db: Db, version: string): Promise<ImageIndex> {
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'platform',
      'tenant_id',
      'shop_id',
      'min_price_fen',
      'max_price_fen',
      'image_hash',
      'image_histogram',
    ])
    .where('image_hash', 'is not', null)
    .orderBy('id')
    .execute();
  const thumbRows = await loadThumbs(db);
  const n = rows.length;
  const index: ImageIndex = {
    version,
    size: n,
    ids: new Float64Array(n),
    platforms: new Array(n),
    tenantIds: new Array(n),
    shopIds: new Array(n),
    minPriceFen: new Float64Array(n),
    maxPriceFen: new Float64Array(n),
    hashHi: new Uint32Array(n),
    hashLo: new Uint32Array(n),
    histograms: new Float32Array(n * HISTOGRAM_BINS),
    thumbs: thumbRows && thumbRows.size >= n ? new Uint8Array(n * THUMB_SIZE * THUMB_SIZE) : null,
  };
  rows.forEach((row, i) => {
    index.ids[i] = Number(row.id);
    index.platforms[i] = row.platform;
    index.tenantIds[i] = row.tenant_id;
    index.shopIds[i] = row.shop_id;
    index.minPriceFen[i] = row.min_price_fen;
    index.maxPriceFen[i] = row.max_price_fen;
    const [hi, lo] = splitHash(row.image_hash ?? '');
    index.hashHi[i] = hi;
    index.hashLo[i] = lo;
    const histogram = Array.isArray(row.image_histogram) ? row.image_histogram : [];
    for (let b = 0; b < HISTOGRAM_BINS; b++) index.histograms[i * HISTOGRAM_BINS + b] = Number(histogram[b] ?? 0);
    if (index.thumbs) {
      const thumb = thumbRows?.get(Number(row.id));
      if (!thumb || thumb.length !== THUMB_SIZE * THUMB_SIZE) index.thumbs = null;
      else index.thumbs.set(thumb, i * THUMB_SIZE * THUMB_SIZE);
    }
  });
  return index;
}

/** Cover thumbnails (migration 025's `image_thumb`), or null when no product has one. */
async function loadThumbs(db: Db): Promise<Map<number, Uint8Array> | null> {
  // Raw SQL: the column is this module's addition to the catalogue's table (its Kysely type lives there).
  const { rows } = await sql<{ id: number; image_thumb: string }>`
    select id, image_thumb from products where image_thumb is not null and image_hash is not null`.execute(db);
  if (rows.length === 0) return null;
  return new Map(rows.map((r) => [Number(r.id), new Uint8Array(Buffer.from(r.image_thumb, 'base64'))]));
}

async function getIndex(db: Db): Promise<ImageIndex> {
  const version = await currentVersion(db);
  let slot = indexes.get(db);
  if (slot?.index && slot.index.version === version) return slot.index;
  if (slot?.loading) return slot.loading;
  slot = { index: null, loading: null };
  indexes.set(db, slot);
  const current = slot;
  current.loading = loadIndex(db, version).then(
    (index) => {
      current.index = index;
      current.loading = null;
      return index;
    },
    (err) => {
      indexes.delete(db);
      throw err;
    },
  );
  return current.loading;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Catalogue products ranked by visual similarity to `fingerprint`, most similar first. */
export async function rankByImage(db: Db, fingerprint: ImageFingerprint, options: RankOptions): Promise<RankResult> {
  const index = await getIndex(db);
  const query = compact(fingerprint);
  const [qHi, qLo] = splitHash(query.hash);
  const useThumbs = index.thumbs !== null && query.thumb !== null && query.thumb.length === THUMB_SIZE * THUMB_SIZE;
  const platforms = options.platforms && options.platforms.length > 0 ? new Set(options.platforms) : null;
  const thumbLen = THUMB_SIZE * THUMB_SIZE;
  const maxDistance = options.maxDistance ?? MAX_SIMILAR_DISTANCE;

  const matches: RankedProduct[] = [];
  for (let i = 0; i < index.size; i++) {
    const tenant = index.tenantIds[i];
    if (tenant !== null && tenant !== options.tenantId) continue;
    if (platforms && !platforms.has(index.platforms[i] as ProductPlatform)) continue;
    if (options.shopId && index.shopIds[i] !== options.shopId) continue;
    if (options.priceStartFen != null && (index.maxPriceFen[i] as number) < options.priceStartFen) continue;
    if (options.priceEndFen != null && (index.minPriceFen[i] as number) > options.priceEndFen) continue;

    let hist = 0;
    const base = i * HISTOGRAM_BINS;
    for (let b = 0; b < HISTOGRAM_BINS; b++)
      hist += Math.abs((query.histogram[b] ?? 0) - (index.histograms[base + b] as number));
    hist = Math.min(1, hist / 2);

    let distance: number;
    if (useThumbs && index.thumbs && query.thumb) {
      let sum = 0;
      const t = i * thumbLen;
      for (let p = 0; p < thumbLen; p++) sum += Math.abs((query.thumb[p] as number) - (index.thumbs[t + p] as number));
      distance = THUMB_WEIGHT * Math.min(1, sum / thumbLen / 64) + HISTOGRAM_WEIGHT * hist;
    } else {
      const bits =
        popcount32((qHi ^ (index.hashHi[i] as number)) >>> 0) + popcount32((qLo ^ (index.hashLo[i] as number)) >>> 0);
      distance = HASH_ONLY_WEIGHT * (bits / 64) + HISTOGRAM_ONLY_WEIGHT * hist;
    }
    if (distance <= maxDistance) matches.push({ id: index.ids[i] as number, distance });
  }
  // Ties (identical pictures) fall back to the row id, so paging is stable.
  matches.sort((a, b) => a.distance - b.distance || a.id - b.id);

  const limit = Math.max(1, Math.min(100, options.limit ?? options.pageSize ?? 20));
  const offset = Math.max(0, options.offset ?? ((options.pageNo ?? 1) - 1) * limit);
  return { items: matches.slice(offset, offset + limit), total: matches.length };
}
