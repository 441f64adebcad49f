// Field rules of the transit order calls.
import { z } from 'zod';
import {
  type CreateTransitOrderRequest, type OperatorAdvanceTransitRequest, type PayTransitOrderRequest, TRANSIT_ORDER_STATUSES, type TransitOrderQuery,
} from '../../../../contract';
import { optionalText } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';

export const MAX_PARCELS_PER_ORDER = 100;

const id = z.string({ error: 'INVALID_TYPE' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');

export const createBody = z
  .object({
    purchaseParcelIds: z
      .array(id, { error: 'REQUIRED' })
      .min(1, 'REQUIRED')
      .max(MAX_PARCELS_PER_ORDER, 'TOO_MANY')
      .refine((ids) => new Set(ids).size === ids.length, 'DUPLICATE_PARCEL'),
    transitOptionName: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
    userAddressId: optionalText(64),
    localExpressCompanyName: optionalText(60),
    selfPickup: z.boolean(),
    pickupWarehouseId: optionalText(64),
    remark: z.string({ error: 'INVALID_TYPE' }).trim().max(500, 'TOO_LONG').optional().default(''),
  })
  .superRefine((body, ctx) => {
    if (!body.selfPickup && !body.userAddressId) ctx.addIssue({ code: 'custom', path: ['userAddressId'], message: 'REQUIRED' });
  });
requestSchema<CreateTransitOrderRequest>()(createBody); // a drift from the contract type is a compile error
export type CreateInput = z.output<typeof createBody>;

export const listQuery = z.object({
  status: z.enum(TRANSIT_ORDER_STATUSES, { error: 'INVALID_STATUS' }).optional(),
  orderNo: z.string().trim().max(40, 'TOO_LONG').optional(),
  pageNo: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100_000, 'TOO_LARGE').default(1),
  pageSize: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100, 'TOO_LARGE').default(10),
});
requestSchema<TransitOrderQuery>()(listQuery); // a drift from the contract type is a compile error

export const idParams = z.object({ id: z.string().min(1).max(64) });
export const payBody = z.object({ payPassword: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED').max(64, 'INVALID_PAY_PASSWORD') });
requestSchema<PayTransitOrderRequest>()(payBody); // a drift from the contract type is a compile error

const grams = z.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(1_000_000, 'TOO_LARGE');
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
