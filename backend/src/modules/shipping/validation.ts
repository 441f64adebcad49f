// What the shipping routes and their operator calls accept, each schema tied to the contract type its caller sends
// (requestSchema) where there is one, so a field that differs between the two is a compile error.
import { z } from 'zod';
import {
  CONSOLIDATION_MAX_PARCELS,
  DOOR_COST_MAX_ITEMS,
  DOOR_COST_MAX_QUANTITY,
  FEEDBACK_STATUSES,
  PRODUCT_PLATFORMS,
  TRANSIT_ORDER_STATUSES,
  type ConsolidationRequest,
  type DoorCostRequest,
  type OperatorAnnounceParcelRequest,
  type OperatorFeedbackReplyRequest,
  type ShippingEstimateQuery,
} from '../../../../contract';
import { requiredCountry } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';

const grams = z.coerce
  .number({ error: 'INVALID_NUMBER' })
  .int('INVALID_NUMBER')
  .min(1, 'TOO_SMALL')
  .max(1_000_000, 'TOO_LARGE');
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
    .transform((v) =>
      v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).max(200, 'TOO_MANY')),
});
requestSchema<ShippingEstimateQuery>()(estimateQuery); // a drift from the contract type is a compile error

export const doorCostBody = z.object({
  country: requiredCountry,
  items: z
    .array(
      z.object({
        platform: z.enum(PRODUCT_PLATFORMS, { error: 'INVALID_PLATFORM' }),
        productId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
        productSkuId: z.string({ error: 'INVALID_VALUE' }).trim().max(64, 'TOO_LONG').nullable().optional(),
        quantity: z
          .number({ error: 'INVALID_NUMBER' })
          .int('INVALID_NUMBER')
          .min(1, 'TOO_SMALL')
          .max(DOOR_COST_MAX_QUANTITY, 'TOO_LARGE'),
      }),
      { error: 'REQUIRED' },
    )
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
  country: requiredCountry
    .nullable()
    .optional()
    .transform((c) => c ?? null),
});
requestSchema<ConsolidationRequest>()(consolidationBody); // a drift from the contract type is a compile error

// The operator's calls (operatorRoutes.ts): a measured parcel arriving, the work lists, a reply to a thread.
const measuredGrams = z
  .number({ error: 'REQUIRED' })
  .int('INVALID_NUMBER')
  .min(1, 'TOO_SMALL')
  .max(1_000_000, 'TOO_LARGE');
const measuredCm = z.number({ error: 'REQUIRED' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
const requiredText = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const announceBody = z.object({
  memberCode: requiredText(20),
  tenantWarehouseId: requiredText(64),
  trackingNo: requiredText(40),
  weightGrams: measuredGrams,
  lengthCm: measuredCm,
  widthCm: measuredCm,
  heightCm: measuredCm,
  items: z
    .array(
      z.object({
        title: requiredText(200),
        image: z.string().max(1000).default(''),
        skuLabel: z.string().max(200).default(''),
        quantity: z.number().int().min(1).max(9999),
      }),
    )
    .max(100, 'TOO_MANY')
    .default([]),
  photos: z.array(z.string().trim().min(1).max(1000)).max(12, 'TOO_MANY').default([]),
});
requestSchema<OperatorAnnounceParcelRequest>()(announceBody); // a drift from the contract type is a compile error

const operatorListQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    status: z.enum(statuses, { error: 'INVALID_STATUS' }).optional(),
    tenantId: z.string().trim().min(1).max(64).optional(),
    limit: z.coerce
      .number({ error: 'INVALID_NUMBER' })
      .int('INVALID_NUMBER')
      .min(1, 'TOO_SMALL')
      .max(200, 'TOO_LARGE')
      .default(50),
  });
export const transitListQuery = operatorListQuery(TRANSIT_ORDER_STATUSES);
export const feedbackListQuery = operatorListQuery(FEEDBACK_STATUSES);

export const replyBody = z.object({
  content: requiredText(2000),
  authorName: z.string().trim().max(60, 'TOO_LONG').optional(),
});
requestSchema<OperatorFeedbackReplyRequest>()(replyBody); // a drift from the contract type is a compile error
