// Field rules of the transit order calls.
import { z } from 'zod';
import {
  type CreateTransitOrderRequest,
  MAX_DECLARED_VALUE,
  type OperatorAdvanceTransitRequest,
  type OperatorTrialPackingRequest,
  type PayTransitOrderRequest,
  type SaveTransitServicesRequest,
  TRANSIT_ORDER_STATUSES,
  TRANSIT_SERVICES,
  type TransitOrderQuery,
  type TransitQuoteRequest,
} from '../../../../contract';
import { optionalText, requiredCountry } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';
import { pageFields } from '../account/query';

export const MAX_PARCELS_PER_ORDER = 100;

const id = z.string({ error: 'INVALID_TYPE' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');
const parcelIds = z
  .array(id, { error: 'REQUIRED' })
  .min(1, 'REQUIRED')
  .max(MAX_PARCELS_PER_ORDER, 'TOO_MANY')
  .refine((ids) => new Set(ids).size === ids.length, 'DUPLICATE_PARCEL');
const lineName = z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG');
/** CNY with at most two decimals, 0 to MAX_DECLARED_VALUE. */
const declaredValue = z
  .number({ error: 'INVALID_NUMBER' })
  .min(0, 'TOO_SMALL')
  .max(MAX_DECLARED_VALUE, 'TOO_LARGE')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'INVALID_AMOUNT')
  .optional()
  .default(0);
const services = z
  .array(z.enum(TRANSIT_SERVICES, { error: 'INVALID_SERVICE' }), { error: 'INVALID_TYPE' })
  .max(TRANSIT_SERVICES.length, 'TOO_MANY')
  .refine((list) => new Set(list).size === list.length, 'DUPLICATE_SERVICE')
  .optional()
  .default([]);

export const quoteBody = z.object({
  purchaseParcelIds: parcelIds,
  transitOptionName: lineName,
  country: requiredCountry,
  declaredValue,
  services,
});
requestSchema<TransitQuoteRequest>()(quoteBody); // a drift from the contract type is a compile error

export const createBody = z
  .object({
    purchaseParcelIds: parcelIds,
    transitOptionName: lineName,
    userAddressId: optionalText(64),
    localExpressCompanyName: optionalText(60),
    selfPickup: z.boolean(),
    pickupWarehouseId: optionalText(64),
    remark: z.string({ error: 'INVALID_TYPE' }).trim().max(500, 'TOO_LONG').optional().default(''),
    declaredValue,
    services,
  })
  .superRefine((body, ctx) => {
    if (!body.selfPickup && !body.userAddressId)
      ctx.addIssue({ code: 'custom', path: ['userAddressId'], message: 'REQUIRED' });
  });
requestSchema<CreateTransitOrderRequest>()(createBody); // a drift from the contract type is a compile error
export type CreateInput = z.output<typeof createBody>;

export const listQuery = z.object({
  status: z.enum(TRANSIT_ORDER_STATUSES, { error: 'INVALID_STATUS' }).optional(),
  orderNo: z.string().trim().max(40, 'TOO_LONG').optional(),
  ...pageFields(10),
});
requestSchema<TransitOrderQuery>()(listQuery); // a drift from the contract type is a compile error

export const idParams = z.object({ id: z.string().min(1).max(64) });
export const payBody = z.object({
  payPassword: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED').max(64, 'INVALID_PAY_PASSWORD'),
});
requestSchema<PayTransitOrderRequest>()(payBody); // a drift from the contract type is a compile error

const grams = z
  .number({ error: 'INVALID_NUMBER' })
  .int('INVALID_NUMBER')
  .min(1, 'TOO_SMALL')
  .max(1_000_000, 'TOO_LARGE');
const cm = z.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
export const advanceBody = z.object({
  weightGrams: grams.optional(),
  lengthCm: cm.optional(),
  widthCm: cm.optional(),
  heightCm: cm.optional(),
  carrier: z.string().trim().max(60, 'TOO_LONG').optional(),
  trackingNo: z.string().trim().max(40, 'TOO_LONG').optional(),
});
requestSchema<OperatorAdvanceTransitRequest>()(advanceBody); // a drift from the contract type is a compile error

const measuredGrams = z
  .number({ error: 'REQUIRED' })
  .int('INVALID_NUMBER')
  .min(1, 'TOO_SMALL')
  .max(1_000_000, 'TOO_LARGE');
const measuredCm = z.number({ error: 'REQUIRED' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
export const trialPackingBody = z.object({
  weightGrams: measuredGrams,
  lengthCm: measuredCm,
  widthCm: measuredCm,
  heightCm: measuredCm,
});
requestSchema<OperatorTrialPackingRequest>()(trialPackingBody); // a drift from the contract type is a compile error

const fen = (max: number) =>
  z
    .number({ error: 'INVALID_NUMBER' })
    .min(0, 'TOO_SMALL')
    .max(max, 'TOO_LARGE')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'INVALID_AMOUNT');
export const servicesSettingsBody = z.object({
  tenantId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
  insurance: z
    .object({
      ratePercent: z.number({ error: 'INVALID_NUMBER' }).min(0.01, 'TOO_SMALL').max(100, 'TOO_LARGE'),
      minimumFee: fen(100_000),
    })
    .nullable(),
  reinforcedPacking: z.object({ feePerParcel: fen(10_000) }).nullable(),
  trialPacking: z.object({ fee: fen(10_000) }).nullable(),
});
requestSchema<SaveTransitServicesRequest>()(servicesSettingsBody); // a drift from the contract type is a compile error
