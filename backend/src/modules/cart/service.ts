import crypto from 'node:crypto';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Cart, CartItem, CartShop, Product, ProductSku } from '../../../../contract';
import type { Database, Db } from '../../db';
import { AppError } from '../../http/errors';
import { toCny } from '../account/money';
import { productByLink } from '../product/byLink';
import type { ProductSource, SourceTenant } from '../product/source';
import { toProductLine } from './productLine';
import { checkQuantity, findSku, isProblem, lineImage, skuLabel, unitPriceFen, type LineProblem } from './pricing';

/*
 * The cart of one user on one tenant. Every query filters on (tenant_id, user_id), so no other shopper's or
 * tenant's line is ever read or changed. Products are looked up through the product source (link resolution
 * and detail), so the price, stock and minimum come from the server, never from the request.
 *
 * Adding a variant that is already in the cart adds to its quantity. The upsert runs inside a transaction and
 * the resulting quantity is checked against stock before commit, so two concurrent adds cannot overshoot it.
 */

export const MAX_CART_LINES = 200;

export interface CartOwner {
  tenantId: string;
  userId: string;
}

/** The one filter every cart query carries: this tenant's lines of this user. */
export const ownedBy = (owner: CartOwner) => (eb: ExpressionBuilder<Database, 'cart_items'>) =>
  eb.and([eb('cart_items.tenant_id', '=', owner.tenantId), eb('cart_items.user_id', '=', owner.userId)]);

export interface AddLine {
  productSkuId: string | null;
  quantity: number;
}

const problemError = (p: LineProblem, index?: number) =>
  new AppError(
    400,
    p.code,
    {
      SKU_NOT_FOUND: 'This variant of the product does not exist',
      QUANTITY_BELOW_MINIMUM: 'The quantity is below the minimum order',
      OUT_OF_STOCK: 'Not enough stock for this quantity',
      QUANTITY_TOO_LARGE: 'The quantity is too large',
    }[p.code],
    { detail: p.detail, fields: { [index === undefined ? p.field : `items.${index}.${p.field}`]: p.code } },
  );

export const cartItemNotFound = () => new AppError(404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart');

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** A cart's lines in the order they were added. */
export function selectRows(db: Db | Transaction<Database>, owner: CartOwner) {
  return db.selectFrom('cart_items').selectAll().where(ownedBy(owner)).orderBy('added_seq').execute();
}

function toItem(row: Row): CartItem {
  return { ...toProductLine(row), minQuantity: row.min_quantity, available: row.available };
}

/** Lines grouped by shop; shops in the order their first line was added. Totals summed in fen. */
export function toCart(rows: readonly Row[]): Cart {
  const shops = new Map<string, { shop: CartShop; fen: number }>();
  let totalQuantity = 0;
  let totalFen = 0;
  for (const row of rows) {
    let entry = shops.get(row.shop_id);
    if (!entry) {
      entry = { shop: { shopId: row.shop_id, shopName: row.shop_name, cartItems: [] }, fen: 0 };
      shops.set(row.shop_id, entry);
    }
    entry.shop.cartItems.push(toItem(row));
    entry.fen += row.unit_price_fen * row.quantity;
    totalQuantity += row.quantity;
    totalFen += row.unit_price_fen * row.quantity;
  }
  return {
    cartShops: [...shops.values()].map(({ shop, fen }) => ({ ...shop, totalPrice: toCny(fen) })),
    totalQuantity,
    totalPrice: toCny(totalFen),
  };
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly source: ProductSource,
  ) {}

  async get(owner: CartOwner): Promise<Cart> {
    return toCart(await selectRows(this.db, owner));
  }

  /** The product a pasted/canonical link names, or PRODUCT_NOT_FOUND / INVALID_PRODUCT_URL. */
  product(productUrl: string, tenant: SourceTenant): Promise<Product> {
    return productByLink(this.source, productUrl, tenant);
  }

  /** Adds lines of one product (one for POST /front/cart, several for /multiple): all or nothing. */
  async add(
    owner: CartOwner,
    tenant: SourceTenant,
    productUrl: string,
    lines: readonly AddLine[],
    message: string | undefined,
  ): Promise<Cart> {
    const product = await this.product(productUrl, tenant);
    // Resolve and pre-check every line before writing anything; the same variant twice counts once, summed.
    const wanted = new Map<string, { sku: ProductSku; quantity: number; index: number }>();
    lines.forEach((line, index) => {
      const sku = findSku(product, line.productSkuId);
      if (isProblem(sku)) throw problemError(sku, lines.length > 1 ? index : undefined);
      const prev = wanted.get(sku.skuId);
      wanted.set(sku.skuId, { sku, quantity: (prev?.quantity ?? 0) + line.quantity, index });
    });

    await this.db.transaction().execute(async (trx) => {
      for (const [skuId, { sku, quantity, index }] of wanted) {
        const at = lines.length > 1 ? index : undefined;
        const id = crypto.randomUUID();
        // Insert or add to the existing line; the row lock of the upsert serialises concurrent adds.
        const row = await trx
          .insertInto('cart_items')
          .values({
            id,
            tenant_id: owner.tenantId,
            user_id: owner.userId,
            platform: product.platform,
            product_id: product.productId,
            product_url: product.productUrl,
            sku_id: skuId,
            quantity,
            min_quantity: product.minQuantity,
            unit_price_fen: unitPriceFen(product, sku, quantity),
            message: message ?? '',
            title: product.title,
            image: lineImage(product, sku),
            sku_label: skuLabel(product, sku),
            shop_id: product.shop.id,
            shop_name: product.shop.name,
          })
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'user_id', 'platform', 'product_id', 'sku_id']).doUpdateSet((eb) => ({
              quantity: sql<number>`${eb.ref('cart_items.quantity')} + ${eb.ref('excluded.quantity')}`,
              // An empty message on a repeat add keeps the one written before.
              message: message ? eb.ref('excluded.message') : eb.ref('cart_items.message'),
              title: eb.ref('excluded.title'),
              image: eb.ref('excluded.image'),
              sku_label: eb.ref('excluded.sku_label'),
              product_url: eb.ref('excluded.product_url'),
              shop_name: eb.ref('excluded.shop_name'),
              min_quantity: eb.ref('excluded.min_quantity'),
              available: true,
              updated_at: sql<Date>`now()`,
            })),
          )
          .returning(['id', 'quantity'])
          .executeTakeFirstOrThrow();
        const problem = checkQuantity(product, sku, row.quantity);
        if (problem) throw problemError(problem, at);
        if (row.quantity !== quantity || row.id !== id) {
          // An existing line grew: its unit price follows the new quantity's tier.
          await trx
            .updateTable('cart_items')
            .set({ unit_price_fen: unitPriceFen(product, sku, row.quantity) })
            .where('id', '=', row.id)
            .execute();
        }
      }
      const count = await trx
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(ownedBy(owner))
        .executeTakeFirstOrThrow();
      if (Number(count.n) > MAX_CART_LINES) {
        throw new AppError(409, 'CART_FULL', 'The cart is full', {
          detail: `At most ${MAX_CART_LINES} different items`,
        });
      }
    });
    return this.get(owner);
  }

  /** Sets a line's quantity, re-checked against the product's current minimum, stock and price tier. */
  async setQuantity(owner: CartOwner, tenant: SourceTenant, itemId: string, quantity: number): Promise<Cart> {
    const row = await this.line(owner, itemId);
    const product = await this.product(row.product_url, tenant);
    const sku = findSku(product, row.sku_id === '' ? null : row.sku_id);
    if (isProblem(sku)) throw problemError(sku);
    const problem = checkQuantity(product, sku, quantity);
    if (problem) throw problemError(problem);
    const updated = await this.db
      .updateTable('cart_items')
      .set({
        quantity,
        unit_price_fen: unitPriceFen(product, sku, quantity),
        min_quantity: product.minQuantity,
        available: true,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', itemId)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw cartItemNotFound();
    return this.get(owner);
  }

  async setMessage(owner: CartOwner, itemId: string, message: string): Promise<Cart> {
    const updated = await this.db
      .updateTable('cart_items')
      .set({ message, updated_at: sql<Date>`now()` })
      .where('id', '=', itemId)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw cartItemNotFound();
    return this.get(owner);
  }

  async remove(owner: CartOwner, itemId: string): Promise<Cart> {
    const deleted = await this.db
      .deleteFrom('cart_items')
      .where('id', '=', itemId)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw cartItemNotFound();
    return this.get(owner);
  }

  async clear(owner: CartOwner): Promise<Cart> {
    await this.db.deleteFrom('cart_items').where(ownedBy(owner)).execute();
    return this.get(owner);
  }

  private async line(owner: CartOwner, itemId: string): Promise<Row> {
    const row = await this.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', itemId)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (!row) throw cartItemNotFound();
    return row;
  }
}
