// Price by mode. SKU_PRICE: each SKU has its own price. SPU_PRICE_RANGE (wholesale): one price per
// quantity tier for the whole product, the tier being the last whose startQuantity the quantity reaches.
import type { PriceTier, Product, ProductSku } from '@/contract';

export function sortTiers(tiers: readonly PriceTier[]): PriceTier[] {
  return [...tiers].sort((a, b) => a.startQuantity - b.startQuantity);
}

/** Index (in `sorted`) of the tier that applies to `quantity`, or -1 below the first tier. `sorted` ascending. */
export function tierIndexFor(sorted: readonly PriceTier[], quantity: number): number {
  let found = -1;
  sorted.forEach((tier, i) => {
    if (quantity >= tier.startQuantity) found = i;
  });
  return found;
}

export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  const sorted = sortTiers(tiers);
  return sorted[tierIndexFor(sorted, quantity)] ?? null;
}

export interface PriceShown {
  min: number;
  max: number;
}

/**
 * What the price line shows. SKU_PRICE: the chosen SKU's price, else the product's min–max. SPU_PRICE_RANGE: the
 * tier price for the quantity (the first tier's while below it), else min–max when the product has no tiers.
 */
export function shownPrice(
  product: Pick<Product, 'priceMode' | 'priceRange' | 'minPrice' | 'maxPrice'>,
  sku: ProductSku | null,
  quantity: number,
): PriceShown {
  if (product.priceMode === 'SPU_PRICE_RANGE' && product.priceRange.length > 0) {
    const sorted = sortTiers(product.priceRange);
    const tier = sorted[tierIndexFor(sorted, quantity)] ?? sorted[0];
    if (tier) return { min: tier.price, max: tier.price };
  }
  if (sku) return { min: sku.price, max: sku.price };
  return { min: product.minPrice, max: Math.max(product.minPrice, product.maxPrice) };
}
