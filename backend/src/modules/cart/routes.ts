import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MESSAGE_MAX_LENGTH, type Cart, type CartRefreshResponse } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { refreshCart } from './refresh';
import { CartService, type CartOwner } from './service';

/*
 * /front/cart (logged in; per tenant and user). Every call answers the whole cart, so the header count and the
 * cart page update from one response.
 *   GET    /front/cart                       → Cart
 *   POST   /front/cart                       {productUrl, productSkuId, quantity, message?}
 *   POST   /front/cart/multiple              {productUrl, items: [{productSkuId, quantity}], message?}  all or nothing
 *   PUT    /front/cart/:id/quantity?quantity=n
 *   PUT    /front/cart/:id/message           {message}
 *   DELETE /front/cart/:id,  DELETE /front/cart (all)
 *   POST   /front/cart/refresh               {cartItemIds, tenantWarehouseId} → CartRefreshResponse (re-priced, flagged)
 * Errors: INVALID_PRODUCT_URL, PRODUCT_NOT_FOUND, SKU_NOT_FOUND, QUANTITY_BELOW_MINIMUM, OUT_OF_STOCK,
 * QUANTITY_TOO_LARGE, CART_ITEM_NOT_FOUND, CART_FULL, VALIDATION_FAILED (fields named).
 */

const quantity = z.coerce
  .number({ error: 'INVALID_NUMBER' })
  .int({ error: 'INVALID_NUMBER' })
  .min(1, { error: 'QUANTITY_BELOW_MINIMUM' })
  .max(99_999, { error: 'QUANTITY_TOO_LARGE' });
const message = z.string({ error: 'INVALID_TYPE' }).max(CART_MESSAGE_MAX_LENGTH, { error: 'TOO_LONG' });
const productUrl = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(2048, { error: 'TOO_LONG' });
const skuId = z.string().trim().max(128, { error: 'TOO_LONG' }).nullable().optional();

const addBody = z.object({ productUrl, productSkuId: skuId, quantity, message: message.optional() });
const addManyBody = z.object({
  productUrl,
  items: z.array(z.object({ productSkuId: skuId, quantity }), { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(100, { error: 'TOO_MANY' }),
  message: message.optional(),
});
export const quantityQuery = z.object({ quantity });
export const messageBody = z.object({ message });
const idParams = z.object({ id: z.string().min(1).max(64) });
const refreshBody = z.object({
  cartItemIds: z.array(z.string().trim().min(1).max(64, { error: 'TOO_LONG' }), { error: 'REQUIRED' }).max(200, { error: 'TOO_MANY' }),
  tenantWarehouseId: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' }),
});

export async function cartRoutes(app: FastifyInstance): Promise<void> {
    const source = new CatalogueSource(app.db);
  const cart = new CartService(app.db, source);
  // Every call needs the logged-in shopper first (401 before any body is looked at).
  const owner = async (request: FastifyRequest): Promise<CartOwner> => ({ tenantId: request.tenant.id, userId: (await request.requireUser()).id });
  const tenantOf = (request: FastifyRequest) => sourceTenant(app.db, request.tenant, request.headers['accept-language']);

  app.get('/front/cart', async (request): Promise<Cart> => cart.get(await owner(request)));

  app.post('/front/cart', async (request): Promise<Cart> => {
    const who = await owner(request);
    const body = parseBody(addBody, request.body);
    return cart.add(who, await tenantOf(request), body.productUrl, [{ productSkuId: body.productSkuId ?? null, quantity: body.quantity }], body.message);
  });

  app.post('/front/cart/multiple', async (request): Promise<Cart> => {
    const who = await owner(request);
    const body = parseBody(addManyBody, request.body);
    const lines = body.items.map((i) => ({ productSkuId: i.productSkuId ?? null, quantity: i.quantity }));
    return cart.add(who, await tenantOf(request), body.productUrl, lines, body.message);
  });

  app.put('/front/cart/:id/quantity', async (request): Promise<Cart> => {
    const who = await owner(request);
    const { id } = parseQuery(idParams, request.params);
    const query = parseQuery(quantityQuery, request.query);
    return cart.setQuantity(who, await tenantOf(request), id, query.quantity);
  });

  app.put('/front/cart/:id/message', async (request): Promise<Cart> => {
    const who = await owner(request);
    const { id } = parseQuery(idParams, request.params);
    const body = parseBody(messageBody, request.body);
    return cart.setMessage(who, id, body.message);
  });

  app.delete('/front/cart/:id', async (request): Promise<Cart> => {
    const who = await owner(request);
    const { id } = parseQuery(idParams, request.params);
    return cart.remove(who, id);
  });

  app.delete('/front/cart', async (request): Promise<Cart> => cart.clear(await owner(request)));

  app.post('/front/cart/refresh', async (request): Promise<CartRefreshResponse> => {
    const who = await owner(request);
    const body = parseBody(refreshBody, request.body);
    return refreshCart(app.db, source, who, await tenantOf(request), body);
  });
}
