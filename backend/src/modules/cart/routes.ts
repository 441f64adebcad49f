import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cart, CartRefreshResponse } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { refreshCart } from './refresh';
import { CartService, type CartOwner } from './service';
import { addBody, addManyBody, idParams, messageBody, quantityQuery, refreshBody } from './validation';

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

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const source = new CatalogueSource(app.db);
  const cart = new CartService(app.db, source);
  // Every call needs the logged-in shopper first (401 before any body is looked at).
  const owner = async (request: FastifyRequest): Promise<CartOwner> => ({
    tenantId: request.tenant.id,
    userId: (await request.requireUser()).id,
  });
  const tenantOf = (request: FastifyRequest) =>
    sourceTenant(app.db, request.tenant, request.headers['accept-language']);

  app.get('/front/cart', async (request): Promise<Cart> => cart.get(await owner(request)));

  app.post('/front/cart', async (request): Promise<Cart> => {
    const who = await owner(request);
    const body = parseBody(addBody, request.body);
    return cart.add(
      who,
      await tenantOf(request),
      body.productUrl,
      [{ productSkuId: body.productSkuId ?? null, quantity: body.quantity }],
      body.message,
    );
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
