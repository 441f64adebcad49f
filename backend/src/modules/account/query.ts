import { z } from 'zod';

/** An optional query choice: absent or '' is "any"; anything else must be one of `values` (else `code`). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: code }).optional());

/** The deepest page a list serves: past it the offset would ask the database to skip more rows than any list has. */
const MAX_PAGE_NO = 100_000;

/** A list's page: pageNo 1..100,000, pageSize 1..`maxSize` (default `size`). */
export const pageFields = (size: number, maxSize = 100) => ({
  pageNo: z.coerce
    .number({ error: 'INVALID_NUMBER' })
    .int({ error: 'INVALID_NUMBER' })
    .min(1, { error: 'TOO_SMALL' })
    .max(MAX_PAGE_NO, { error: 'TOO_LARGE' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'INVALID_NUMBER' })
    .int({ error: 'INVALID_NUMBER' })
    .min(1, { error: 'TOO_SMALL' })
    .max(maxSize, { error: 'TOO_LARGE' })
    .default(size),
});
