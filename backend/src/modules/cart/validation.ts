// Field rules of the cart calls, each tied to the contract type the storefront sends.
import { z } from 'zod';
import {
  type AddCartItemRequest,
  type AddCartItemsRequest,
  CART_MESSAGE_MAX_LENGTH,
  type CartMessageRequest,
  type CartQuantityQuery,
  type CartRefreshRequest,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';

const quantity = z.coerce
  .number({ error: 'INVALID_NUMBER' })
  .int({ error: 'INVALID_NUMBER' })
  .min(1, { error: 'QUANTITY_BELOW_MINIMUM' })
  .max(99_999, { error: 'QUANTITY_TOO_LARGE' });
const message = z.string({ error: 'INVALID_TYPE' }).max(CART_MESSAGE_MAX_LENGTH, { error: 'TOO_LONG' });
const productUrl = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(2048, { error: 'TOO_LONG' });
const skuId = z.string().trim().max(128, { error: 'TOO_LONG' }).nullable().optional();

export const addBody = requestSchema<AddCartItemRequest>()(
  z.object({ productUrl, productSkuId: skuId, quantity, message: message.optional() }),
);
export const addManyBody = requestSchema<AddCartItemsRequest>()(
  z.object({
    productUrl,
    items: z
      .array(z.object({ productSkuId: skuId, quantity }), { error: 'REQUIRED' })
      .min(1, { error: 'REQUIRED' })
      .max(100, { error: 'TOO_MANY' }),
    message: message.optional(),
  }),
);
export const quantityQuery = requestSchema<CartQuantityQuery>()(z.object({ quantity }));
export const messageBody = requestSchema<CartMessageRequest>()(z.object({ message }));
export const idParams = z.object({ id: z.string().min(1).max(64) });
export const refreshBody = requestSchema<CartRefreshRequest>()(
  z.object({
    cartItemIds: z
      .array(z.string().trim().min(1).max(64, { error: 'TOO_LONG' }), { error: 'REQUIRED' })
      .max(200, { error: 'TOO_MANY' }),
    tenantWarehouseId: z
      .string({ error: 'REQUIRED' })
      .trim()
      .min(1, { error: 'REQUIRED' })
      .max(64, { error: 'TOO_LONG' }),
  }),
);
