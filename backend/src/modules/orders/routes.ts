import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PreviewProductResponse,
  PurchaseOrder,
  PurchaseOrderList,
  PurchaseOrderPayResult,
} from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { ownerOf } from '../account/owner';
import { localizeOrderWarehouses } from './localize';
import { localizeTimelines } from '../messages/timeline';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { requestLanguage } from '../user/language';
import { OrderService } from './service';
import { registerPurchasePayments } from './settlement';
import { checkoutBody, idParams, listQuery, payBody, previewBody } from './validation';

/*
 * Purchase orders (logged in; the shopper's own only):
 *   POST /front/purchase-orders                {cartItemIds, tenantWarehouseId, remark?}  → PurchaseOrder
 *   GET  /front/purchase-orders?status=&orderNo=&pageNo=&pageSize=                         → PurchaseOrderList
 *   GET  /front/purchase-orders/:id                                                        → PurchaseOrder
 *   POST /front/purchase-orders/:id/clone | /close                                         → PurchaseOrder
 *   POST /front/purchase-orders/:id/pay        {payPassword}                               → PurchaseOrderPayResult
 *   POST /front/preview-product/refresh        {productUrl, items, message?, tenantWarehouseId} → PreviewProductResponse
 *   POST /front/preview-product/create         (same body)                                 → PurchaseOrder
 */

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  registerPurchasePayments();
  const orders = new OrderService(app.db, new CatalogueSource(app.db));
  const tenantOf = (request: FastifyRequest) =>
    sourceTenant(app.db, request.tenant, request.headers['accept-language']);
  // Timeline notes and the warehouse are written in the reader's language (Accept-Language, within the tenant's
  // languages).
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    if (!request.tenant) return payload;
    const language = requestLanguage(request.headers['accept-language'], request.tenant);
    return localizeTimelines(await localizeOrderWarehouses(app.db, request.tenant.id, language, payload), language);
  });

  app.post('/front/purchase-orders', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    const body = parseBody(checkoutBody, request.body);
    return orders.checkout(owner, await tenantOf(request), {
      cartItemIds: body.cartItemIds,
      tenantWarehouseId: body.tenantWarehouseId,
      remark: body.remark ?? '',
    });
  });

  app.get('/front/purchase-orders', async (request): Promise<PurchaseOrderList> => {
    const owner = await ownerOf(request);
    const query = parseQuery(listQuery, request.query);
    return orders.list(owner, {
      status: query.status,
      orderNo: query.orderNo || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  });

  app.get('/front/purchase-orders/:id', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    return orders.get(owner, parseQuery(idParams, request.params).id);
  });

  app.post('/front/purchase-orders/:id/clone', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    return orders.clone(owner, await tenantOf(request), parseQuery(idParams, request.params).id);
  });

  app.post('/front/purchase-orders/:id/close', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    return orders.close(owner, parseQuery(idParams, request.params).id);
  });

  app.post('/front/purchase-orders/:id/pay', async (request): Promise<PurchaseOrderPayResult> => {
    const owner = await ownerOf(request);
    const { id: orderId } = parseQuery(idParams, request.params);
    const body = parseBody(payBody, request.body);
    return orders.pay(owner, orderId, body.payPassword);
  });

  app.post('/front/preview-product/refresh', async (request): Promise<PreviewProductResponse> => {
    const owner = await ownerOf(request);
    const body = parseBody(previewBody, request.body);
    return orders.preview(owner, await tenantOf(request), {
      ...body,
      items: body.items.map((i) => ({ productSkuId: i.productSkuId ?? null, quantity: i.quantity })),
    });
  });

  app.post('/front/preview-product/create', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    const body = parseBody(previewBody, request.body);
    return orders.buyNow(owner, await tenantOf(request), {
      ...body,
      items: body.items.map((i) => ({ productSkuId: i.productSkuId ?? null, quantity: i.quantity })),
    });
  });
}
