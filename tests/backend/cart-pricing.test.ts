import type { Product, ProductSku } from '../../contract';
import { checkQuantity, findSku, isProblem, skuLabel, unitPriceFen } from '../../backend/src/modules/cart/pricing';

const sku = (skuId: string, valueIds: string[], price: number, stock: number): ProductSku => ({
  skuId,
  propertyValueIds: valueIds,
  price,
  stock,
  image: null,
});

const product = (over: Partial<Product> = {}): Product => ({
  productId: '1',
  platform: 'Taobao',
  productUrl: 'https://item.taobao.com/item.htm?id=1',
  title: 'T',
  images: ['/api/files/catalogue/a.jpg'],
  shop: { id: 's', name: 'Shop', website: null },
  category: null,
  priceMode: 'SKU_PRICE',
  minPrice: 1,
  maxPrice: 2,
  priceRange: [],
  properties: [
    {
      id: 'c',
      name: 'Colour',
      values: [
        { id: 'c1', name: 'Red', image: null },
        { id: 'c2', name: 'Blue', image: null },
      ],
    },
    { id: 's', name: 'Size', values: [{ id: 's1', name: 'M', image: null }] },
  ],
  skus: [sku('a', ['c1', 's1'], 12.5, 3), sku('b', ['c2', 's1'], 13.1, 0)],
  minQuantity: 2,
  weight: 100,
  sales: 0,
  description: '',
  ...over,
});

describe('cart pricing rules', () => {
  it('finds the named variant, and only a variant of this product', () => {
    expect(findSku(product(), 'a')).toMatchObject({ skuId: 'a' });
    expect(findSku(product(), 'zzz')).toMatchObject({ code: 'SKU_NOT_FOUND' });
    expect(findSku(product(), null)).toMatchObject({ code: 'SKU_NOT_FOUND' });
    const single = product({ properties: [], skus: [sku('only', [], 5, 9)] });
    expect(findSku(single, null)).toMatchObject({ skuId: 'only' });
  });

  it('checks minimum, stock and the upper bound', () => {
    const p = product();
    const a = findSku(p, 'a') as ProductSku;
    expect(checkQuantity(p, a, 1)).toMatchObject({ code: 'QUANTITY_BELOW_MINIMUM', minimum: 2 });
    expect(checkQuantity(p, a, 2)).toBeNull();
    expect(checkQuantity(p, a, 3)).toBeNull();
    expect(checkQuantity(p, a, 4)).toMatchObject({ code: 'OUT_OF_STOCK', stock: 3, detail: 'Only 3 left' });
    expect(checkQuantity(p, findSku(p, 'b') as ProductSku, 2)).toMatchObject({
      code: 'OUT_OF_STOCK',
      detail: 'Sold out',
    });
    expect(isProblem(findSku(p, 'a'))).toBe(false);
  });

  it('prices by variant, or by the wholesale tier the quantity reaches', () => {
    const p = product();
    expect(unitPriceFen(p, findSku(p, 'b') as ProductSku, 1)).toBe(1310);
    const wholesale = product({
      priceMode: 'SPU_PRICE_RANGE',
      priceRange: [
        { startQuantity: 100, price: 2.5 },
        { startQuantity: 10, price: 3.2 },
        { startQuantity: 500, price: 2.05 },
      ],
    });
    const a = findSku(wholesale, 'a') as ProductSku;
    expect(unitPriceFen(wholesale, a, 10)).toBe(320);
    expect(unitPriceFen(wholesale, a, 99)).toBe(320);
    expect(unitPriceFen(wholesale, a, 100)).toBe(250);
    expect(unitPriceFen(wholesale, a, 5000)).toBe(205);
  });

  it('labels the variant by property', () => {
    const p = product();
    expect(skuLabel(p, findSku(p, 'b') as ProductSku)).toBe('Colour: Blue; Size: M');
  });
});
