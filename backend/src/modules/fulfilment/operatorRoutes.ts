import type { FastifyInstance } from 'fastify';
import type { PurchaseOrder } from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { loadOrder, orderNotFound } from '../orders/model';
import { requireOperator } from '../operator/guard';
import { warehousePhotographer } from '../inspection/photos';
import { CatalogueSource } from '../product/catalogueSource';
import { storageFor } from '../storage';
import { scheduleNextStep } from './worker';
import { advanceOrder } from './steps';
import { advanceBody, orderParams } from './validation';

/*
 * POST /operator/purchase-orders/:id/advance {unavailableItemIds?}  → PurchaseOrder
 * One step forward (the same step the fulfilment worker takes); at PURCHASING the listed items (and any the
 * marketplace no longer sells) are refunded instead of bought; into IN_WAREHOUSE each item is weighed and
 * photographed. 409 ORDER_STATE when there is no next step.
 */

export async function fulfilmentOperatorRoutes(app: FastifyInstance): Promise<void> {
  const source = new CatalogueSource(app.db);
  const photographer = warehousePhotographer(storageFor(app.config));
  app.post(
    '/operator/purchase-orders/:id/advance',
    { preHandler: requireOperator, config: { tenant: false } },
    async (request): Promise<PurchaseOrder> => {
      const { id } = parseQuery(orderParams, request.params);
      const input = parseBody(advanceBody, request.body);
      const result = await advanceOrder(app.db, source, id, {
        unavailableItemIds: input.unavailableItemIds,
        photographer,
      });
      if (!result) throw orderNotFound();
      // A worker running in this process takes it from here at its own pace.
      await scheduleNextStep(app.db, id, result.order.status);
      return loadOrder(app.db, result.order);
    },
  );
}
