// What the upload token call accepts: an allowed extension and catalogue (the storefront builds the query from
// the file it uploads).
import { z } from 'zod';
import { UPLOAD_CATALOGS, UPLOAD_EXTS } from './policy';

export const tokenQuery = z.object({
  ext: z
    .string({ error: 'REQUIRED' })
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(UPLOAD_EXTS, { error: 'INVALID_EXTENSION' })),
  catalog: z.enum(UPLOAD_CATALOGS as [string, ...string[]], { error: 'INVALID_CATALOG' }),
});
