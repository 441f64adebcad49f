import { PRODUCT_PLATFORMS } from '../../contract';
import { generateCatalogue } from '../../backend/src/seed/catalogue/generate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  coverSvg,
  gallerySvg,
  productImageName,
  renderCatalogueImages,
  swatchSvg,
} from '../../backend/src/seed/catalogue/images';
import { Prng } from '../../backend/src/seed/catalogue/prng';

const tenants = [
  { id: 'globalbuy', name: 'GlobalBuy' },
  { id: 'souq', name: 'Souq China' },
];

describe('catalogue generator', () => {
  const big = generateCatalogue({ size: 2100, tenants });

  it('is deterministic for a seed and differs for another seed', () => {
    const a = generateCatalogue({ size: 60, tenants });
    const b = generateCatalogue({ size: 60, tenants });
    const c = generateCatalogue({ size: 60, tenants, seed: 7 });
    expect(a).toEqual(b);
    expect(c.products.map((p) => p.productId)).not.toEqual(a.products.map((p) => p.productId));
  });

  it('makes the requested number of products over all seven platforms', () => {
    expect(big.products).toHaveLength(2100);
    const platforms = new Set(big.products.map((p) => p.platform));
    expect([...platforms].sort()).toEqual([...PRODUCT_PLATFORMS].sort());
    expect(generateCatalogue({ size: 60, tenants }).products).toHaveLength(60);
  });

  it('gives every product unique ids, bilingual titles, a category leaf and an existing shop', () => {
    const ids = new Set(big.products.map((p) => p.id));
    expect(ids.size).toBe(big.products.length);
    const keys = new Set(big.products.map((p) => `${p.tenantId ?? ''}:${p.productId}`));
    expect(keys.size).toBe(big.products.length);
    const leaves = new Set(big.categories.filter((c) => c.parentId !== null).map((c) => c.id));
    const shops = new Map(big.shops.map((s) => [s.id, s]));
    for (const p of big.products) {
      expect(p.titleEn).toMatch(/[A-Za-z]/);
      expect(p.titleZh).toMatch(/[\u4e00-\u9fff]/);
      expect(leaves.has(p.categoryId)).toBe(true);
      expect(shops.get(p.shopId)?.platform).toBe(p.platform);
      expect(shops.get(p.shopId)?.tenantId).toBe(p.tenantId);
      expect((p.platform === 'SelfOwned') === (p.tenantId !== null)).toBe(true);
    }
  });

  it('has two category levels', () => {
    const tops = big.categories.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const c of big.categories.filter((x) => x.parentId !== null)) {
      expect(tops.some((t) => t.id === c.parentId)).toBe(true);
    }
  });

  it('gives every SKU its own price and stock, one value per property, some sold out', () => {
    let soldOut = 0;
    let priced = 0;
    for (const p of big.products) {
      expect(p.skus.length).toBeGreaterThan(0);
      const expected = p.properties.reduce((n, prop) => n * prop.values.length, 1);
      expect(p.skus).toHaveLength(expected);
      for (const sku of p.skus) {
        expect(sku.valueIds).toHaveLength(p.properties.length);
        sku.valueIds.forEach((id, i) => expect(p.properties[i]?.values.some((v) => v.id === id)).toBe(true));
        expect(sku.priceFen).toBeGreaterThan(0);
        if (sku.stock === 0) soldOut++;
      }
      if (new Set(p.skus.map((s) => s.priceFen)).size > 1) priced++;
    }
    expect(soldOut).toBeGreaterThan(100);
    expect(priced).toBeGreaterThan(100);
  });

  it('sells wholesale items in ascending price tiers with a minimum quantity above one', () => {
    const range = big.products.filter((p) => p.priceMode === 'SPU_PRICE_RANGE');
    expect(range.length).toBeGreaterThan(200);
    expect(range.every((p) => p.platform === 'Alibaba' || p.platform === 'Yiwugou')).toBe(true);
    for (const p of range) {
      expect(p.tiers.length).toBeGreaterThanOrEqual(2);
      expect(p.minQuantity).toBe(p.tiers[0]?.startQuantity);
      expect(p.minQuantity).toBeGreaterThan(1);
      for (let i = 1; i < p.tiers.length; i++) {
        expect(p.tiers[i]!.startQuantity).toBeGreaterThan(p.tiers[i - 1]!.startQuantity);
        expect(p.tiers[i]!.priceFen).toBeLessThanOrEqual(p.tiers[i - 1]!.priceFen);
      }
    }
    expect(big.products.filter((p) => p.priceMode === 'SKU_PRICE').every((p) => p.tiers.length === 0)).toBe(true);
  });

  it('gives weights, sales and 1-3 gallery pictures', () => {
    for (const p of big.products) {
      expect(p.weightGrams).toBeGreaterThan(0);
      expect(p.sales).toBeGreaterThanOrEqual(0);
      expect(p.art.galleryCount).toBeGreaterThanOrEqual(1);
      expect(p.art.galleryCount).toBeLessThanOrEqual(3);
    }
  });

  it('draws a distinct cover per product and well-formed gallery and swatch SVG', () => {
    const sample = big.products.slice(0, 300);
    expect(new Set(sample.map((p) => coverSvg(p.art))).size).toBe(sample.length);
    const first = big.products[0]!;
    expect(gallerySvg(first.art, 1)).not.toBe(gallerySvg(first.art, 2));
    expect(swatchSvg('shoe', '#ff0000')).toContain('#ff0000');
    expect(new Set(big.products.map((p) => productImageName(p, 0))).size).toBe(big.products.length);
  });
});

describe('renderCatalogueImages', () => {
  it('writes a 400x400 JPEG cover and gallery per product plus swatches, and keeps existing files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-images-'));
    try {
      const { products } = generateCatalogue({ size: 4, seed: 11 });
      const covers = new Map<number, Buffer>();
      const first = await renderCatalogueImages(products, {
        dir,
        onCover: async (p, bytes) => void covers.set(p.id, bytes),
      });
      const expected = products.reduce((n, p) => n + 1 + p.art.galleryCount, 0);
      const swatches = fs.readdirSync(dir).filter((f) => f.startsWith('swatch-'));
      expect(first.rendered).toBe(expected + swatches.length);
      expect(covers.size).toBe(products.length);
      for (const p of products) {
        const meta = await sharp(path.join(dir, productImageName(p, 0))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
        expect(covers.get(p.id)?.equals(fs.readFileSync(path.join(dir, productImageName(p, 0))))).toBe(true);
        for (let k = 1; k <= p.art.galleryCount; k++)
          expect(fs.existsSync(path.join(dir, productImageName(p, k)))).toBe(true);
      }
      fs.rmSync(path.join(dir, productImageName(products[0]!, 1)));
      const second = await renderCatalogueImages(products, { dir });
      expect(second.rendered).toBe(1);
      expect(second.skipped).toBe(expected + swatches.length - 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Prng', () => {
  it('repeats a sequence for a seed and stays in range', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    for (let i = 0; i < 1000; i++) {
      const x = a.next();
      expect(x).toBe(b.next());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const r = new Prng(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });
});
