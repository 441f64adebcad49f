import { AppError } from '../../http/errors';
import type { Db } from '../../db';
import { imageFingerprint, InvalidImageError, type ImageFingerprint } from './fingerprint';
import { rankByImage, type RankOptions, type RankResult } from './index';
import { imageKeyOf, resolveImageUrl, type ResolveContext } from './resolve';

/*
 * The whole image search for a route: imageUrl → our stored image → fingerprint → ranked product ids.
 * Fingerprints of searched images are kept per key (stored files never change), so paging through results
 * or switching channel does not decode the picture again.
 */

const CACHE_SIZE = 256;
const printsByStorage = new WeakMap<object, Map<string, ImageFingerprint>>();

/** The fingerprint of the image at `imageUrl` (ours only; see resolve.ts). */
export async function fingerprintOfUrl(imageUrl: string, ctx: ResolveContext): Promise<ImageFingerprint> {
  const cacheKey = imageKeyOf(imageUrl, ctx);
  let queryPrints = printsByStorage.get(ctx.storage);
  if (!queryPrints) {
    queryPrints = new Map();
    printsByStorage.set(ctx.storage, queryPrints);
  }
  const hit = queryPrints.get(cacheKey);
  if (hit) {
    queryPrints.delete(cacheKey); // refresh its place: the map's order is the LRU order
    queryPrints.set(cacheKey, hit);
    return hit;
  }
  const { bytes } = await resolveImageUrl(imageUrl, ctx);
  let print: ImageFingerprint;
  try {
    print = await imageFingerprint(bytes);
  } catch (err) {
    if (err instanceof InvalidImageError) {
      throw new AppError(400, 'INVALID_IMAGE', 'The file is not an image that can be searched', {
        fields: { imageUrl: 'INVALID_IMAGE' },
      });
    }
    throw err;
  }
  queryPrints.set(cacheKey, print);
  if (queryPrints.size > CACHE_SIZE) queryPrints.delete(queryPrints.keys().next().value as string);
  return print;
}

export async function searchByImageUrl(
  db: Db,
  imageUrl: string,
  ctx: ResolveContext,
  options: RankOptions,
): Promise<RankResult> {
  return rankByImage(db, await fingerprintOfUrl(imageUrl, ctx), options);
}
