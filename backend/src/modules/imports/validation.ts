// What the operator's import rule calls accept (operator-only, so no storefront contract type): a rule is written
// for one tenant and destination country from a calendar day on.
import { z } from 'zod';
import { requiredCountry } from '../../http/fields';

const tenantId = z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');
/** A real calendar day, written YYYY-MM-DD. */
const day = z
  .string({ error: 'REQUIRED' })
  .trim()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, 'INVALID_DATE');
/** CNY with at most two decimals. */
const cny = (max: number) =>
  z
    .number({ error: 'INVALID_NUMBER' })
    .min(0, 'TOO_SMALL')
    .max(max, 'TOO_LARGE')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'TOO_MANY_DECIMALS');

export const saveBody = z.object({
  tenantId,
  country: requiredCountry,
  effectiveFrom: day,
  dutyRatePercent: z
    .number({ error: 'INVALID_NUMBER' })
    .min(0, 'TOO_SMALL')
    .max(100, 'TOO_LARGE')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'TOO_MANY_DECIMALS'),
  fixedFeePerParcel: cny(100_000).default(0),
  dutyFreeThreshold: cny(10_000_000).nullable(),
  note: z.string().trim().max(500, 'TOO_LONG').default(''),
});
export const listQuery = z.object({ tenantId });
export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
