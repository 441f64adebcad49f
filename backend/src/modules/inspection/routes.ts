import type { FastifyInstance } from 'fastify';
import type { ItemInspection } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { ownerOf } from '../account/owner';
import { storageFor } from '../storage';
import { acceptItem, requestAfterSale } from './service';
import { afterSaleBody, itemParams } from './validation';

/*
 * The shopper's say on an inspected purchase-order item (logged in, own items only; answers the item's
 * inspection as it is now):
 *   POST /front/purchase-orders/items/:itemId/accept                                  → ItemInspection
 *   POST /front/purchase-orders/items/:itemId/after-sale {kind, reason, detail?, photoKeys?} → ItemInspection
 * 404 ITEM_NOT_FOUND (not theirs), 409 ITEM_STATE (not open to their say), 409 AFTER_SALE_OPEN (a request waits),
 * 400 INVALID_IMAGE_KEY (a photo key that is not this tenant's upload), 429 TOO_MANY_OPEN_AFTER_SALES.
 */

export async function inspectionRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  app.post('/front/purchase-orders/items/:itemId/accept', async (request): Promise<ItemInspection> => {
    const owner = await ownerOf(request);
    return acceptItem(app.db, owner, parseQuery(itemParams, request.params).itemId);
  });
  app.post('/front/purchase-orders/items/:itemId/after-sale', async (request): Promise<ItemInspection> => {
    const owner = await ownerOf(request);
    const { itemId } = parseQuery(itemParams, request.params);
    return requestAfterSale(app.db, storage, owner, itemId, parseBody(afterSaleBody, request.body));
  });
}
