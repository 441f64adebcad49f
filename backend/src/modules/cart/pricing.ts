import type { Product, ProductSku } from '../../../../contract';

/*
 * Pure rules of a cart line: which variant, how many, at what unit price. The product comes from the product
 * source (detail), prices in CNY; the cart keeps fen.
 */

export const MAX_LINE_QUANTITY = 99_999;

export const toFen = (cny: number) => Math.round(cny * 100);

export type LineProblem =
  | { code: 'SKU_NOT_FOUND'; field: 'productSkuId'; detail: string }
  | { code: 'QUANTITY_BELOW_MINIMUM'; field: 'quantity'; detail: string; minimum: number }
  | { code: 'OUT_OF_STOCK'; field: 'quantity'; detail: string; stock: number }
  | { code: 'QUANTITY_TOO_LARGE'; field: 'quantity'; detail: string };

/**
 * The variant a request names. A product whose only SKU has no property values can be added without naming it
 * (null); otherwise the id must be one of the product's SKUs.
 */
export function findSku(product: Product, skuId: string | null): ProductSku | LineProblem {
  if (skuId === null || skuId === '') {
    const only = product.skus.length === 1 ? product.skus[0] : undefined;
    if (only && only.propertyValueIds.length === 0) return only;
    return { code: 'SKU_NOT_FOUND', field: 'productSkuId', detail: 'Choose a variant of this product' };
  }
  const sku = product.skus.find((s) => s.skuId === skuId);
  return sku ?? { code: 'SKU_NOT_FOUND', field: 'productSkuId', detail: `The product has no variant ${skuId}` };
}

export function isProblem(value: ProductSku | LineProblem): value is LineProblem {
  return 'code' in value;
}

/** Whether `quantity` pieces of `sku` may be in the cart. */
export function checkQuantity(product: Product, sku: ProductSku, quantity: number): LineProblem | null {
  if (quantity < product.minQuantity) {
    return {
      code: 'QUANTITY_BELOW_MINIMUM',
      field: 'quantity',
      minimum: product.minQuantity,
      detail: `At least ${product.minQuantity} pieces`,
    };
  }
  if (quantity > MAX_LINE_QUANTITY)
    return { code: 'QUANTITY_TOO_LARGE', field: 'quantity', detail: `At most ${MAX_LINE_QUANTITY} pieces` };
  if (quantity > sku.stock) {
    return {
      code: 'OUT_OF_STOCK',
      field: 'quantity',
      stock: sku.stock,
      detail: sku.stock === 0 ? 'Sold out' : `Only ${sku.stock} left`,
    };
  }
  return null;
}

/**
 * Unit price in fen: the wholesale tier for the quantity (the highest tier whose startQuantity it reaches) when
 * the product is sold by price range, else the variant's own price.
 */
export function unitPriceFen(product: Product, sku: ProductSku, quantity: number): number {
  if (product.priceMode === 'SPU_PRICE_RANGE' && product.priceRange.length > 0) {
    const tiers = [...product.priceRange].sort((a, b) => a.startQuantity - b.startQuantity);
    let tier = tiers[0];
    for (const t of tiers) if (quantity >= t.startQuantity) tier = t;
    if (tier) return toFen(tier.price);
  }
  return toFen(sku.price);
}

/** "Colour: Red; Size: M" in the product's language; '' for a product without properties. */
export function skuLabel(product: Product, sku: ProductSku): string {
  return product.properties
    .map((prop, i) => {
      const valueId = sku.propertyValueIds[i];
      const value = prop.values.find((v) => v.id === valueId);
      return value ? `${prop.name}: ${value.name}` : null;
    })
    .filter((s): s is string => s !== null)
    .join('; ');
}

/** The picture of a line: the variant's own, else the product's first. */
export function lineImage(product: Product, sku: ProductSku): string {
  return sku.image ?? product.images[0] ?? '';
}
