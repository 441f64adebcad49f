import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ImageFingerprint } from './fingerprint';
import { invalidateImageIndex } from './index';

/**
 * Writes products' cover fingerprints (hash, histogram and thumbnail) in batches, then drops the in-memory
 * index so the next search sees them. For the catalogue seed and for anything that adds products later.
 */
export async function saveFingerprints(db: Db, prints: Iterable<readonly [number, ImageFingerprint]>): Promise<void> {
  const rows = [...prints];
  for (let i = 0; i < rows.length; i += 400) {
    const values = sql.join(
      rows
        .slice(i, i + 400)
        .map(
          ([id, fp]) =>
            sql`(${id}::bigint, ${fp.hash}::text, ${JSON.stringify(fp.histogram)}::jsonb, ${fp.thumb}::text)`,
        ),
    );
    await sql`update products set image_hash = v.hash, image_histogram = v.histogram, image_thumb = v.thumb
      from (values ${values}) as v(id, hash, histogram, thumb) where products.id = v.id`.execute(db);
  }
  invalidateImageIndex(db);
}
