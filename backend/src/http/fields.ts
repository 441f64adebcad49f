// zod field rules shared by several calls, so the same field is checked and coded the same way everywhere.
import { z } from 'zod';

/** Optional trimmed text up to `max` characters; empty, null or absent becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'INVALID_TYPE' })
    .trim()
    .max(max, 'TOO_LONG')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** Required ISO 3166-1 alpha-2 country code, upper-cased. */
export const requiredCountry = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, 'REQUIRED')
  .regex(/^[A-Za-z]{2}$/, 'INVALID_COUNTRY')
  .transform((c) => c.toUpperCase());
