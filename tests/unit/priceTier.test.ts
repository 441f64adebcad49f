import type { PriceTier, Product } from '@/contract';
import { shownPrice, sortTiers, tierFor, tierIndexFor } from '@/components/product/priceTier';

const tiers: PriceTier[] = [
  { startQuantity: 100, price: 8 },
  { startQuantity: 2, price: 12 },
  { startQuantity: 50, price: 10 },
];

describe('tier selection for a quantity', () => {
  it('sorts tiers by startQuantity', () => {
    expect(sortTiers(tiers).map((t) => t.startQuantity)).toEqual([2, 50, 100]);
    // The input is left alone.
    expect(tiers[0]?.startQuantity).toBe(100);
  });

  it('chooses the last tier the quantity reaches, boundaries included', () => {
    const sorted = sortTiers(tiers);
    expect(tierIndexFor(sorted, 1)).toBe(-1);
    expect(tierIndexFor(sorted, 2)).toBe(0);
    expect(tierIndexFor(sorted, 49)).toBe(0);
    expect(tierIndexFor(sorted, 50)).toBe(1);
    expect(tierIndexFor(sorted, 99)).toBe(1);
    expect(tierIndexFor(sorted, 100)).toBe(2);
    expect(tierIndexFor(sorted, 100000)).toBe(2);
    expect(tierFor(tiers, 60)?.price).toBe(10);
    expect(tierFor(tiers, 1)).toBeNull();
    expect(tierFor([], 5)).toBeNull();
  });
});

describe('price by mode', () => {
  const base = { minPrice: 8, maxPrice: 12 };
  const wholesale: Pick<Product, 'priceMode' | 'priceRange' | 'minPrice' | 'maxPrice'> = {
    ...base,
    priceMode: 'SPU_PRICE_RANGE',
    priceRange: tiers,
  };
  const retail: Pick<Product, 'priceMode' | 'priceRange' | 'minPrice' | 'maxPrice'> = {
    ...base,
    priceMode: 'SKU_PRICE',
    priceRange: [],
  };
  const sku = { skuId: 'a', propertyValueIds: [], price: 9.5, stock: 3, image: null };

  it('SPU_PRICE_RANGE uses the tier for the quantity, the first tier below it', () => {
    expect(shownPrice(wholesale, sku, 60)).toEqual({ min: 10, max: 10 });
    expect(shownPrice(wholesale, null, 1)).toEqual({ min: 12, max: 12 });
  });

  it('SKU_PRICE uses the chosen SKU, else the min–max range', () => {
    expect(shownPrice(retail, sku, 60)).toEqual({ min: 9.5, max: 9.5 });
    expect(shownPrice(retail, null, 1)).toEqual({ min: 8, max: 12 });
  });
});
