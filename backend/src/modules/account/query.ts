import { z } from 'zod';

/** An optional query choice: absent or '' is "any"; anything else must be one of `values` (else `code`). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: code }).optional());

/** pageNo from 1, pageSize 1..100 (default `size`). */
export const pageFields = (size: number) => ({
  pageNo: z.coerce
    .number({ error: 'INVALID_NUMBER' })
    .int({ error: 'INVALID_NUMBER' })
    .min(1, { error: 'TOO_SMALL' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'INVALID_NUMBER' })
    .int({ error: 'INVALID_NUMBER' })
    .min(1, { error: 'TOO_SMALL' })
    .max(100, { error: 'TOO_LARGE' })
    .default(size),
});
