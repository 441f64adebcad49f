// What the reference routes accept: the warehouse region and the countries of the district trees.
import { z } from 'zod';
import { WAREHOUSE_REGIONS } from '../../../../contract';

export const warehouseQuery = z.object({
  warehouseRegion: z.enum(WAREHOUSE_REGIONS, { error: 'INVALID_REGION' }).optional(),
});
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'INVALID_COUNTRY' })
  .transform((c) => c.toUpperCase());
export const districtQuery = z.object({ country: countryCode.optional() });
export const multipleQuery = z.object({
  // `countries=CN,VN` or repeated `countries=CN&countries=VN`; all countries when absent.
  countries: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean),
    )
    .pipe(z.array(countryCode).max(50, { error: 'TOO_MANY_COUNTRIES' })),
});
