// What the shipping routes accept, each schema tied to the contract type the storefront sends (requestSchema), so
// a field that differs between the two is a compile error.
import { z } from 'zod';
import {
  CONSOLIDATION_MAX_PARCELS, DOOR_COST_MAX_ITEMS, DOOR_COST_MAX_QUANTITY, PRODUCT_PLATFORMS, type ConsolidationRequest,
  type DoorCostRequest, type ShippingEstimateQuery,
} from '../../../../contract';
import { requiredCountry } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';

const grams = z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(1_000_000, 'TOO_LARGE');
const cm = z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
export const estimateQuery = z.object({
  country: requiredCountry,
  weightGrams: grams.optional(),
  lengthCm: cm.optional(),
  widthCm: cm.optional(),
  heightCm: cm.optional(),
  purchaseParcelIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(z.string().max(64)).max(200, 'TOO_MANY')),
});
requestSchema<ShippingEstimateQuery>()(estimateQuery); // a drift from the contract type is a compile error

export const doorCostBody = z.object({
  country: requiredCountry,
  items: z
    .array(z.object({
      platform: z.enum(PRODUCT_PLATFORMS, { error: 'INVALID_PLATFORM' }),
      productId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
      productSkuId: z.string({ error: 'INVALID_VALUE' }).trim().max(64, 'TOO_LONG').nullable().optional(),
      quantity: z.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(DOOR_COST_MAX_QUANTITY, 'TOO_LARGE'),
    }), { error: 'REQUIRED' })
    .min(1, 'REQUIRED')
    .max(DOOR_COST_MAX_ITEMS, 'TOO_MANY'),
});
requestSchema<DoorCostRequest>()(doorCostBody); // a drift from the contract type is a compile error

const parcelId = z.string({ error: 'INVALID_TYPE' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');
export const consolidationBody = z.object({
  purchaseParcelIds: z
    .array(parcelId, { error: 'REQUIRED' })
    .min(1, 'REQUIRED')
    .max(CONSOLIDATION_MAX_PARCELS, 'TOO_MANY')
    .refine((ids) => new Set(ids).size === ids.length, 'DUPLICATE_PARCEL'),
  country: requiredCountry.nullable().optional().transform((c) => c ?? null),
});
requestSchema<ConsolidationRequest>()(consolidationBody); // a drift from the contract type is a compile error
