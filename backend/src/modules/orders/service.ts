import { sql } from 'kysely';
import type {
  PreviewProductRequest,
  PreviewLine,
  PreviewProductResponse,
  PurchaseOrder,
  PurchaseOrderList,
  PurchaseOrderPayResult,
  PurchaseOrderStatus,
} from '../../../../contract';
import { PURCHASE_ORDER_STATUSES } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { lockAccount, post, type Owner } from '../account/ledger';
import { toCny } from '../account/money';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { cartItemNotFound, ownedBy } from '../cart/service';
import { cancelPayment, escapeLike, settlePayments } from '../payments/service';
import type { ProductSource, SourceTenant } from '../product/source';
import { productByLink } from '../product/byLink';
import { insertOrder, warehouseOf, type NewOrderLine } from './create';
import { computeAmounts, feeRuleOf, toAmounts, toFeeRule } from './fees';
import { addEvent, findOrder, loadOrder, loadOrders, orderNotFound, orderState } from './model';
import { itemUnavailable, lineImage, quote, quoteLines, skuLabel } from './quote';
import { newRefund } from '../refunds/service';

/*
 * Purchase orders of one shopper: checkout from cart lines, buy one product now, list with per-status counts,
 * detail, clone, close (refunding what was paid) and pay. Prices always come from the product source at the
 * moment of creating; an unavailable line refuses the whole creation with 409 ITEM_UNAVAILABLE naming it.
 */

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly source: ProductSource,
  ) {}

  async get(owner: Owner, id: string): Promise<PurchaseOrder> {
    const row = await findOrder(this.db, owner, id);
    if (!row) throw orderNotFound();
    return loadOrder(this.db, row);
  }

  async list(
    owner: Owner,
    filter: { status?: PurchaseOrderStatus; orderNo?: string; pageNo: number; pageSize: number },
  ): Promise<PurchaseOrderList> {
    let base = this.db
      .selectFrom('purchase_orders')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId);
    if (filter.orderNo)
      base = base.where(sql<string>`upper(order_no)`, 'like', `%${escapeLike(filter.orderNo.toUpperCase())}%`);
    const counts = await base
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const statusCounts = Object.fromEntries(
      [...PURCHASE_ORDER_STATUSES, 'ALL'].map((s) => [s, 0]),
    ) as PurchaseOrderList['statusCounts'];
    for (const c of counts) {
      statusCounts[c.status] = Number(c.n);
      statusCounts.ALL += Number(c.n);
    }
    const filtered = filter.status ? base.where('status', '=', filter.status) : base;
    const rows = await filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute();
    return {
      items: await loadOrders(this.db, rows),
      total: filter.status ? statusCounts[filter.status] : statusCounts.ALL,
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
      statusCounts,
    };
  }

  /** One order for the selected cart lines (re-priced now); the lines leave the cart in the same transaction. */
  async checkout(
    owner: Owner,
    tenant: SourceTenant,
    input: { cartItemIds: string[]; tenantWarehouseId: string; remark: string },
  ): Promise<PurchaseOrder> {
    const ids = [...new Set(input.cartItemIds)];
    const warehouse = await warehouseOf(this.db, owner.tenantId, input.tenantWarehouseId);
    const rows = await this.db
      .selectFrom('cart_items')
      .selectAll()
      .where(ownedBy(owner))
      .where('id', 'in', ids)
      .orderBy('added_seq')
      .execute();
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw withField(cartItemNotFound(), 'cartItemId', missing);
    const quoted = await quoteLines(
      this.source,
      tenant,
      rows.map((r) => ({
        platform: r.platform,
        productId: r.product_id,
        skuId: r.sku_id,
        quantity: r.quantity,
        row: r,
      })),
    );
    const lines: NewOrderLine[] = [];
    for (const { line, quoted: q } of quoted) {
      if (!q.available) {
        await this.db
          .updateTable('cart_items')
          .set({ available: false })
          .where(ownedBy(owner))
          .where('id', '=', line.row.id)
          .execute();
        throw itemUnavailable('cartItemId', line.row.id, q.reason, line.row.title);
      }
      lines.push({
        platform: line.row.platform,
        productId: line.row.product_id,
        productUrl: q.product.productUrl,
        skuId: line.row.sku_id,
        skuLabel: skuLabel(q.product, q.sku),
        title: q.product.title,
        image: lineImage(q.product, q.sku),
        shopId: q.product.shop.id,
        shopName: q.product.shop.name,
        quantity: line.row.quantity,
        unitPriceFen: q.unitPriceFen,
        message: line.row.message,
      });
    }
    const rule = await feeRuleOf(this.db, owner.tenantId);
    const id = await this.db.transaction().execute(async (trx) => {
      // Taking the lines out first makes a second, concurrent checkout of the same lines fail instead of duplicating.
      const removed = await trx
        .deleteFrom('cart_items')
        .where(ownedBy(owner))
        .where('id', 'in', ids)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== ids.length) throw cartItemNotFound();
      return insertOrder(trx, owner, {
        warehouse,
        remark: input.remark,
        lines,
        rule,
        note: { key: 'orderPlacedFromCart' },
      });
    });
    return this.get(owner, id);
  }

  /** The amounts of buying one product now (nothing is written). */
  async preview(owner: Owner, tenant: SourceTenant, input: PreviewProductRequest): Promise<PreviewProductResponse> {
    const warehouse = await warehouseOf(this.db, owner.tenantId, input.tenantWarehouseId);
    const product = await this.product(input.productUrl, tenant);
    const rule = await feeRuleOf(this.db, owner.tenantId);
    const lines = input.items.map((item) => {
      const q = quote(product, item.productSkuId, item.quantity);
      const sku = q.available ? q.sku : (product.skus.find((s) => s.skuId === item.productSkuId) ?? null);
      const unitFen = q.available ? q.unitPriceFen : Math.round((sku?.price ?? 0) * 100);
      const line: PreviewLine = {
        productSkuId: sku?.skuId ?? item.productSkuId,
        skuLabel: sku ? skuLabel(product, sku) : '',
        image: sku ? lineImage(product, sku) : (product.images[0] ?? ''),
        quantity: item.quantity,
        price: toCny(unitFen),
        amount: toCny(unitFen * item.quantity),
        available: q.available,
        reason: q.available ? null : q.reason,
        stock: q.stock,
      };
      return { line, amountFen: unitFen * item.quantity };
    });
    const amounts = computeAmounts(
      lines.filter((l) => l.line.available).map((l) => ({ shopId: product.shop.id, amountFen: l.amountFen })),
      rule,
    );
    return {
      productUrl: product.productUrl,
      platform: product.platform,
      productId: product.productId,
      title: product.title,
      image: product.images[0] ?? '',
      shopName: product.shop.name,
      lines: lines.map((l) => l.line),
      amounts: toAmounts(amounts),
      feeRule: toFeeRule(rule),
      tenantWarehouse: warehouse,
    };
  }

  /** Buy one product now: an order of its lines, refused whole when one line cannot be bought. */
  async buyNow(owner: Owner, tenant: SourceTenant, input: PreviewProductRequest): Promise<PurchaseOrder> {
    const warehouse = await warehouseOf(this.db, owner.tenantId, input.tenantWarehouseId);
    const product = await this.product(input.productUrl, tenant);
    const merged = new Map<string, number>();
    const lines: NewOrderLine[] = [];
    for (const item of input.items) {
      const key = item.productSkuId ?? '';
      merged.set(key, (merged.get(key) ?? 0) + item.quantity);
    }
    for (const [skuId, quantity] of merged) {
      const q = quote(product, skuId === '' ? null : skuId, quantity);
      if (!q.available) throw itemUnavailable('productSkuId', skuId, q.reason, product.title);
      lines.push({
        platform: product.platform,
        productId: product.productId,
        productUrl: product.productUrl,
        skuId: q.sku.skuId,
        skuLabel: skuLabel(product, q.sku),
        title: product.title,
        image: lineImage(product, q.sku),
        shopId: product.shop.id,
        shopName: product.shop.name,
        quantity,
        unitPriceFen: q.unitPriceFen,
        message: input.message ?? '',
      });
    }
    const rule = await feeRuleOf(this.db, owner.tenantId);
    const id = await this.db
      .transaction()
      .execute((trx) =>
        insertOrder(trx, owner, { warehouse, remark: '', lines, rule, note: { key: 'orderPlacedWithBuyNow' } }),
      );
    return this.get(owner, id);
  }

  /** A new PENDING_PAYMENT order with the same items and warehouse, re-priced now. */
  async clone(owner: Owner, tenant: SourceTenant, id: string): Promise<PurchaseOrder> {
    const original = await this.get(owner, id);
    const items = original.shops.flatMap((s) => s.items);
    const quoted = await quoteLines(
      this.source,
      tenant,
      items.map((i) => ({
        platform: i.platform,
        productId: i.productId,
        skuId: i.productSkuId,
        quantity: i.quantity,
        item: i,
      })),
    );
    const lines: NewOrderLine[] = quoted.map(({ line, quoted: q }) => {
      if (!q.available) throw itemUnavailable('itemId', line.item.id, q.reason, line.item.title);
      return {
        platform: line.item.platform,
        productId: line.item.productId,
        productUrl: q.product.productUrl,
        skuId: q.sku.skuId,
        skuLabel: skuLabel(q.product, q.sku),
        title: q.product.title,
        image: lineImage(q.product, q.sku),
        shopId: q.product.shop.id,
        shopName: q.product.shop.name,
        quantity: line.item.quantity,
        unitPriceFen: q.unitPriceFen,
        message: line.item.message,
      };
    });
    const rule = await feeRuleOf(this.db, owner.tenantId);
    const newId = await this.db.transaction().execute((trx) =>
      insertOrder(trx, owner, {
        warehouse: original.tenantWarehouse,
        remark: original.remark,
        lines,
        rule,
        note: { key: 'orderCopied', params: { orderNo: original.orderNo } },
      }),
    );
    return this.get(owner, newId);
  }

  /**
   * Closes an unpaid order (its payment is cancelled) or a PAID/PURCHASING one (what was paid and not yet
   * refunded returns to the balance, with a refund record). Later states answer 409 ORDER_STATE.
   */
  async close(owner: Owner, id: string): Promise<PurchaseOrder> {
    const closed = await this.db.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, owner);
      const order = await findOrder(trx, owner, id, { lock: true });
      if (!order) throw orderNotFound();
      if (order.status === 'PENDING_PAYMENT') {
        await cancelPayment(trx, owner, order.payment_no);
      } else if (order.status === 'PAID' || order.status === 'PURCHASING') {
        const refundFen = order.paid_fen - order.refunded_fen;
        if (refundFen > 0) {
          const refund = await newRefund(trx, owner, {
            orderType: 'PURCHASE',
            orderNo: order.order_no,
            amountFen: refundFen,
            reason: 'ORDER_CLOSED',
            itemTitle: null,
          });
          await post(trx, account, {
            type: 'REFUND',
            amountFen: refundFen,
            reason: `Refund ${refund.refundNo}: purchase order ${order.order_no} closed`,
            referenceNo: refund.refundNo,
            orderNo: order.order_no,
          });
        }
        // Each line not bought yet is refunded in full, as its badge on the order says.
        await trx
          .updateTable('purchase_order_items')
          .set({ status: 'REFUNDED', refunded_fen: sql<number>`unit_price_fen * quantity` })
          .where('order_id', '=', order.id)
          .where('status', '=', 'WAITING')
          .execute();
      } else {
        throw orderState(order.status);
      }
      await trx
        .updateTable('purchase_orders')
        .set({
          status: 'CLOSED',
          closed_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
          refunded_fen: order.paid_fen,
          next_step_at: null,
        })
        .where('id', '=', order.id)
        .execute();
      const refunded = order.paid_fen - order.refunded_fen;
      await addEvent(
        trx,
        order.id,
        'CLOSED',
        refunded > 0 ? { key: 'orderClosedRefunded', params: { amount: cnyParam(refunded) } } : { key: 'orderClosed' },
      );
      if (refunded > 0) {
        await notifyUser(trx, {
          tenantId: owner.tenantId,
          userId: owner.userId,
          message: { key: 'orderClosed', params: { orderNo: order.order_no, amount: cnyParam(refunded) } },
        });
      }
      return order;
    });
    return this.get(owner, closed.id);
  }

  /** Pays the order's payment record (the same settlement as POST /front/payments/{paymentNo}/pay). */
  async pay(owner: Owner, id: string, payPassword: string): Promise<PurchaseOrderPayResult> {
    const order = await findOrder(this.db, owner, id);
    if (!order) throw orderNotFound();
    if (order.status === 'CLOSED') throw orderState(order.status, 'This order is closed');
    const result = await settlePayments(this.db, owner, [order.payment_no], {
      kind: 'PAY_PASSWORD',
      payPassword,
    }).catch((error: unknown) => {
      // Closed between the check above and the payment: say so in the order's terms.
      if (error instanceof AppError && error.code === 'PAYMENT_CANCELLED')
        throw orderState('CLOSED', 'This order is closed');
      throw error;
    });
    return { order: await this.get(owner, id), account: result.account };
  }

  private product(productUrl: string, tenant: SourceTenant) {
    return productByLink(this.source, productUrl, tenant);
  }
}

function withField(error: AppError, field: string, value: string): AppError {
  return new AppError(error.status, error.code, error.message, {
    ...error.options,
    fields: { ...error.fields, [field]: value },
  });
}
