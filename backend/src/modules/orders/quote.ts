import type { LineUnavailableReason, Product, ProductSku } from '../../../../contract';
import { AppError } from '../../http/errors';
import { checkQuantity, findSku, isProblem, lineImage, skuLabel, unitPriceFen } from '../cart/pricing';
import type { ProductSource, SourceTenant } from '../product/source';

/*
 * Re-pricing a line from the product source: the marketplace's current price, minimum and stock decide whether
 * the line can be bought now. Shared by the cart refresh, buy-now, checkout, clone and the fulfilment worker.
 */

export interface LineRef {
  platform: Product['platform'];
  productId: string;
  /** '' or null for a product without variants. */
  skuId: string | null;
  quantity: number;
}

export type QuotedLine =
  | { available: true; product: Product; sku: ProductSku; unitPriceFen: number; stock: number }
  | { available: false; reason: LineUnavailableReason; product: Product | null; stock: number | null };

export function quote(product: Product | null, skuId: string | null, quantity: number): QuotedLine {
  if (!product) return { available: false, reason: 'PRODUCT_GONE', product: null, stock: null };
  const sku = findSku(product, skuId === '' ? null : skuId);
  if (isProblem(sku)) return { available: false, reason: 'SKU_GONE', product, stock: null };
  const problem = checkQuantity(product, sku, quantity);
  if (problem?.code === 'QUANTITY_BELOW_MINIMUM')
    return { available: false, reason: 'BELOW_MINIMUM', product, stock: sku.stock };
  if (problem) return { available: false, reason: 'OUT_OF_STOCK', product, stock: sku.stock };
  return { available: true, product, sku, unitPriceFen: unitPriceFen(product, sku, quantity), stock: sku.stock };
}

/** Quotes many lines, fetching each product once. */
export async function quoteLines<T extends LineRef>(
  source: ProductSource,
  tenant: SourceTenant,
  lines: readonly T[],
): Promise<{ line: T; quoted: QuotedLine }[]> {
  const products = new Map<string, Promise<Product | null>>();
  const fetch = (l: LineRef) => {
    const key = `${l.platform}:${l.productId}`;
    let p = products.get(key);
    if (!p) {
      p = source.detail({ platform: l.platform, productId: l.productId }, tenant);
      products.set(key, p);
    }
    return p;
  };
  const result: { line: T; quoted: QuotedLine }[] = [];
  for (const line of lines) result.push({ line, quoted: quote(await fetch(line), line.skuId, line.quantity) });
  return result;
}

/** The 409 that refuses a checkout, clone or buy-now because one line cannot be bought. */
export function itemUnavailable(
  idField: 'cartItemId' | 'productSkuId' | 'itemId',
  id: string,
  reason: LineUnavailableReason,
  title: string,
): AppError {
  return new AppError(409, 'ITEM_UNAVAILABLE', 'An item cannot be bought now', {
    detail: `${title}: ${reason}`,
    fields: { [idField]: id, reason, title },
  });
}

export { lineImage, skuLabel };
