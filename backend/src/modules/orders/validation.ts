// Field rules of the purchase-order calls, each tied to the contract type the storefront sends.
import { z } from 'zod';
import {
  CART_MESSAGE_MAX_LENGTH,
  type CreatePurchaseOrderRequest,
  type PayRequest,
  type PreviewProductRequest,
  PURCHASE_ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderListQuery,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { optionalChoice, pageFields } from '../account/query';
import { payPassword } from '../payments/validation';

const id = z.string().trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const warehouseId = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const quantity = z.coerce
  .number({ error: 'INVALID_NUMBER' })
  .int({ error: 'INVALID_NUMBER' })
  .min(1, { error: 'QUANTITY_BELOW_MINIMUM' })
  .max(99_999, { error: 'QUANTITY_TOO_LARGE' });

export const idParams = z.object({ id });

export const checkoutBody = requestSchema<CreatePurchaseOrderRequest>()(
  z.object({
    cartItemIds: z.array(id, { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(200, { error: 'TOO_MANY' }),
    tenantWarehouseId: warehouseId,
    remark: z.string({ error: 'INVALID_TYPE' }).max(PURCHASE_ORDER_REMARK_MAX_LENGTH, { error: 'TOO_LONG' }).optional(),
  }),
);

export const previewBody = requestSchema<PreviewProductRequest>()(
  z.object({
    productUrl: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(2048, { error: 'TOO_LONG' }),
    items: z
      .array(
        z.object({ productSkuId: z.string().trim().max(128, { error: 'TOO_LONG' }).nullable().optional(), quantity }),
        { error: 'REQUIRED' },
      )
      .min(1, { error: 'REQUIRED' })
      .max(100, { error: 'TOO_MANY' }),
    message: z.string({ error: 'INVALID_TYPE' }).max(CART_MESSAGE_MAX_LENGTH, { error: 'TOO_LONG' }).optional(),
    tenantWarehouseId: warehouseId,
  }),
);

export const listQuery = requestSchema<PurchaseOrderListQuery>()(
  z.object({
    status: optionalChoice(PURCHASE_ORDER_STATUSES, 'INVALID_STATUS'),
    orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
    ...pageFields(10),
  }),
);

export const payBody = requestSchema<PayRequest>()(z.object({ payPassword }));
