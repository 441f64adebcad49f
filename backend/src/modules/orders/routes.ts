import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CART_MESSAGE_MAX_LENGTH,
  PURCHASE_ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_STATUSES,
  type PreviewProductResponse,
  type PurchaseOrder,
  type PurchaseOrderList,
  type PurchaseOrderPayResult,
} from '../../../../contract';
import { parseBody, parseQuery } from '../../http/validation';
import { ownerOf } from '../account/owner';
import { optionalChoice, pageFields } from '../account/query';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { payPassword } from '../payments/validation';
import { OrderService } from './service';
import { registerPurchasePayments } from './settlement';

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

const id = z.string().trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const idParams = z.object({ id });
const warehouseId = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const quantity = z.coerce.number({ error: 'INVALID_NUMBER' }).int({ error: 'INVALID_NUMBER' }).min(1, { error: 'QUANTITY_BELOW_MINIMUM' }).max(99_999, { error: 'QUANTITY_TOO_LARGE' });

const checkoutBody = z.object({
  cartItemIds: z.array(id, { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(200, { error: 'TOO_MANY' }),
  tenantWarehouseId: warehouseId,
  remark: z.string({ error: 'INVALID_TYPE' }).max(PURCHASE_ORDER_REMARK_MAX_LENGTH, { error: 'TOO_LONG' }).optional(),
});
const previewBody = z.object({
  productUrl: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(2048, { error: 'TOO_LONG' }),
  items: z
    .array(z.object({ productSkuId: z.string().trim().max(128, { error: 'TOO_LONG' }).nullable().optional(), quantity }), { error: 'REQUIRED' })
    .min(1, { error: 'REQUIRED' })
    .max(100, { error: 'TOO_MANY' }),
  message: z.string({ error: 'INVALID_TYPE' }).max(CART_MESSAGE_MAX_LENGTH, { error: 'TOO_LONG' }).optional(),
  tenantWarehouseId: warehouseId,
});
const listQuery = z.object({
  status: optionalChoice(PURCHASE_ORDER_STATUSES, 'INVALID_STATUS'),
  orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
  ...pageFields(10),
});
const payBody = z.object({ payPassword });

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  registerPurchasePayments();
  const orders = new OrderService(app.db, new CatalogueSource(app.db));
  const tenantOf = (request: FastifyRequest) => sourceTenant(app.db, request.tenant, request.headers['accept-language']);

  app.post('/front/purchase-orders', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    const body = parseBody(checkoutBody, request.body);
    return orders.checkout(owner, await tenantOf(request), { cartItemIds: body.cartItemIds, tenantWarehouseId: body.tenantWarehouseId, remark: body.remark ?? '' });
  });

  app.get('/front/purchase-orders', async (request): Promise<PurchaseOrderList> => {
    const owner = await ownerOf(request);
    const query = parseQuery(listQuery, request.query);
    return orders.list(owner, { status: query.status, orderNo: query.orderNo || undefined, pageNo: query.pageNo, pageSize: query.pageSize });
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
    return orders.preview(owner, await tenantOf(request), { ...body, items: body.items.map((i) => ({ productSkuId: i.productSkuId ?? null, quantity: i.quantity })) });
  });

  app.post('/front/preview-product/create', async (request): Promise<PurchaseOrder> => {
    const owner = await ownerOf(request);
    const body = parseBody(previewBody, request.body);
    return orders.buyNow(owner, await tenantOf(request), { ...body, items: body.items.map((i) => ({ productSkuId: i.productSkuId ?? null, quantity: i.quantity })) });
  });
}
