import type { Product, ProductSku } from '@/contract';
import {
  emptySelection,
  isComplete,
  isValueAvailable,
  matchingStock,
  selectedSku,
  skuLabel,
  toggleValue,
  variantImage,
} from '@/components/product/sku';

const sku = (skuId: string, ids: string[], stock: number, image: string | null = null): ProductSku => ({
  skuId,
  propertyValueIds: ids,
  price: 10,
  stock,
  image,
});

// Colour red/blue/green × size S/M; red-M sold out, green-S has no SKU, green-M in stock.
const product: Pick<Product, 'properties' | 'skus'> = {
  properties: [
    {
      id: 'c',
      name: 'Colour',
      values: [
        { id: 'red', name: 'Red', image: '/api/files/red.png' },
        { id: 'blue', name: 'Blue', image: null },
        { id: 'green', name: 'Green', image: null },
      ],
    },
    {
      id: 's',
      name: 'Size',
      values: [
        { id: 'S', name: 'S', image: null },
        { id: 'M', name: 'M', image: null },
      ],
    },
  ],
  skus: [
    sku('1', ['red', 'S'], 5),
    sku('2', ['red', 'M'], 0),
    sku('3', ['blue', 'S'], 2, '/api/files/blue-s.png'),
    sku('4', ['blue', 'M'], 7),
    sku('5', ['green', 'M'], 1),
  ],
};

describe('SKU availability for a partial selection', () => {
  it('offers every value that has some SKU in stock when nothing is chosen', () => {
    const none = emptySelection(product.properties);
    expect(none).toEqual([null, null]);
    for (const id of ['red', 'blue', 'green']) expect(isValueAvailable(product.skus, none, 0, id)).toBe(true);
    expect(isValueAvailable(product.skus, none, 1, 'S')).toBe(true);
  });

  it('disables a combination whose SKU is out of stock', () => {
    expect(isValueAvailable(product.skus, ['red', null], 1, 'M')).toBe(false);
    expect(isValueAvailable(product.skus, [null, 'M'], 0, 'red')).toBe(false);
    expect(isValueAvailable(product.skus, ['red', null], 1, 'S')).toBe(true);
  });

  it('disables a combination that has no SKU at all', () => {
    expect(isValueAvailable(product.skus, ['green', null], 1, 'S')).toBe(false);
    expect(isValueAvailable(product.skus, [null, 'S'], 0, 'green')).toBe(false);
  });

  it('judges a value against the other properties only, so a chosen value can be switched', () => {
    // Red is chosen with size S; blue stays available because blue-S is in stock.
    expect(isValueAvailable(product.skus, ['red', 'S'], 0, 'blue')).toBe(true);
    expect(isValueAvailable(product.skus, ['red', 'S'], 0, 'green')).toBe(false);
  });

  it('finds the SKU only for a complete selection', () => {
    expect(selectedSku(product, ['blue', null])).toBeNull();
    expect(selectedSku(product, ['blue', 'M'])?.skuId).toBe('4');
    expect(selectedSku(product, ['green', 'S'])).toBeNull();
    expect(isComplete(product.properties, ['blue', null])).toBe(false);
  });

  it('treats a product without properties as its single SKU', () => {
    const single = { properties: [], skus: [sku('only', [], 3)] };
    expect(selectedSku(single, [])?.skuId).toBe('only');
    expect(selectedSku({ properties: [], skus: [] }, [])).toBeNull();
  });

  it('preselects a property with a single value', () => {
    expect(
      emptySelection([{ id: 'x', name: 'Material', values: [{ id: 'cotton', name: 'Cotton', image: null }] }]),
    ).toEqual(['cotton']);
  });

  it('toggles a value on and off', () => {
    expect(toggleValue([null, null], 0, 'red')).toEqual(['red', null]);
    expect(toggleValue(['red', null], 0, 'red')).toEqual([null, null]);
    expect(toggleValue(['red', 'S'], 0, 'blue')).toEqual(['blue', 'S']);
  });

  it('sums the stock that still fits a partial selection', () => {
    expect(matchingStock(product.skus, ['blue', null])).toBe(9);
    expect(matchingStock(product.skus, [null, 'M'])).toBe(8);
    expect(matchingStock(product.skus, [null, null])).toBe(15);
  });

  it('labels a SKU and picks the variant image', () => {
    expect(skuLabel(product, sku('3', ['blue', 'S'], 2))).toBe('Colour: Blue; Size: S');
    expect(variantImage(product, ['blue', 'S'])).toBe('/api/files/blue-s.png');
    expect(variantImage(product, ['red', null])).toBe('/api/files/red.png');
    expect(variantImage(product, [null, null])).toBeNull();
  });
});
