import type { PriceMode, ProductPlatform } from '../../../../contract';
import { CATALOGUE_LANGUAGES, cityName, describe, translatePhrase, type CatalogueLanguage } from './translations';
import { Prng, hashString } from './prng';
import {
  BRANDS,
  CATEGORIES,
  COLOURS,
  PROPERTIES,
  SELLING_POINTS,
  SHOP_WORDS,
  type Bi,
  type Glyph,
  type LeafCategory,
  type PropertyKey,
  type TopCategory,
} from './vocabulary';

/*
 * The demo catalogue as plain data, computed from a seed: no I/O, so it is unit-tested and the same on every
 * machine. `seed/catalogue/index.ts` writes it to the database and renders its images.
 *
 * `size` counts every product: marketplace items (tenant-independent) plus a few self-owned items per tenant.
 */

export type MarketPlatform = Exclude<ProductPlatform, 'SelfOwned'>;

export interface GenCategory {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
  glyph: Glyph;
  sort: number;
}

export interface GenShop {
  id: string;
  platform: ProductPlatform;
  /** Set for a tenant's own shop (self-owned items). */
  tenantId: string | null;
  nameEn: string;
  nameZh: string;
  website: string | null;
}

export interface GenPropertyValue {
  /** `${property}:${index in the vocabulary}`, stable across products. */
  id: string;
  nameEn: string;
  nameZh: string;
  /** Colour values have a swatch. */
  colour: { index: number; hex: string } | null;
}

export interface GenProperty {
  id: PropertyKey;
  nameEn: string;
  nameZh: string;
  values: GenPropertyValue[];
}

export interface GenSku {
  skuId: string;
  valueIds: string[];
  priceFen: number;
  stock: number;
}

export type Pattern = 'stripes' | 'dots' | 'checks' | 'diagonal' | 'rings' | 'waves' | 'triangles' | 'blocks';
export const PATTERNS: readonly Pattern[] = [
  'stripes',
  'dots',
  'checks',
  'diagonal',
  'rings',
  'waves',
  'triangles',
  'blocks',
];

/** How the product's pictures look: enough variety that every cover is visually distinct. */
export interface ProductArt {
  seed: number;
  background: string;
  accent: string;
  ink: string;
  pattern: Pattern;
  glyph: Glyph;
  galleryCount: number;
}

export interface GenProduct {
  /** Database id, 1..n in generation order. */
  id: number;
  platform: ProductPlatform;
  productId: string;
  tenantId: string | null;
  categoryId: string;
  shopId: string;
  titleEn: string;
  titleZh: string;
  /** The title in the other catalogue languages (translations.ts), composed from the same parts. */
  titles: Record<CatalogueLanguage, string>;
  /** The description in the other catalogue languages. */
  descriptions: Record<CatalogueLanguage, string>;
  descriptionEn: string;
  descriptionZh: string;
  priceMode: PriceMode;
  minQuantity: number;
  weightGrams: number;
  sales: number;
  properties: GenProperty[];
  skus: GenSku[];
  /** Wholesale tiers, ascending by startQuantity; empty unless priceMode is SPU_PRICE_RANGE. */
  tiers: { startQuantity: number; priceFen: number }[];
  art: ProductArt;
}

export interface GenCatalogue {
  categories: GenCategory[];
  shops: GenShop[];
  products: GenProduct[];
}

export interface GenTenant {
  id: string;
  name: string;
}

export interface GenerateOptions {
  size: number;
  seed?: number;
  /** Tenants that get self-owned items. */
  tenants?: readonly GenTenant[];
}

export const DEFAULT_SEED = 20260101;

const PLATFORM_WEIGHTS: readonly (readonly [MarketPlatform, number])[] = [
  ['Taobao', 28],
  ['Tmall', 15],
  ['Alibaba', 24],
  ['JD', 10],
  ['Yiwugou', 8],
  ['Poizon', 15],
];

/* What each marketplace mostly sells (top-category slug → weight); Taobao, Tmall and 1688 sell everything. */
const PLATFORM_CATEGORIES: Partial<Record<ProductPlatform, Record<string, number>>> = {
  Poizon: { shoes: 10, men: 4, women: 4, bags: 3, accessories: 3, beauty: 2, digital: 1 },
  Yiwugou: { toys: 4, home: 4, accessories: 4, sports: 3, digital: 2, bags: 2 },
  JD: { digital: 6, home: 4, sports: 3, beauty: 2, shoes: 2, men: 2 },
};

const PLATFORM_PRICE: Record<ProductPlatform, number> = {
  Taobao: 1,
  Tmall: 1.25,
  JD: 1.2,
  Alibaba: 0.45,
  Yiwugou: 0.4,
  Poizon: 1.7,
  SelfOwned: 1.1,
};

const SHOP_TRADE: Record<string, Bi> = {
  women: ["Women's Fashion", '女装'],
  men: ['Menswear', '男装'],
  shoes: ['Footwear', '鞋业'],
  bags: ['Bags', '箱包'],
  digital: ['Digital', '数码'],
  home: ['Home', '家居'],
  beauty: ['Beauty', '美妆'],
  toys: ['Toys', '玩具'],
  sports: ['Sports', '运动'],
  accessories: ['Accessories', '饰品'],
};

const TIER_PLANS: readonly (readonly number[])[] = [
  [2, 50, 200],
  [3, 100, 500, 1000],
  [10, 100, 1000],
  [5, 30, 300],
  [2, 10, 100, 500],
];
const TIER_DISCOUNTS = [1, 0.92, 0.85, 0.79];

/** Products per shop before a new shop opens for the same platform and category. */
const SHOP_CAPACITY = 14;

function digits(rng: Prng, first: string, length: number): string {
  let out = first;
  while (out.length < length) out += String(rng.int(0, 9));
  return out;
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Prices sellers write: 59.00, 59.90, 59.50 (in fen). */
function retailFen(rng: Prng, yuan: number): number {
  const whole = Math.max(1, Math.round(yuan));
  return (
    whole * 100 -
    rng.weighted([
      [0, 5],
      [10, 4],
      [50, 1],
    ] as const)
  );
}

export function generateCatalogue(options: GenerateOptions): GenCatalogue {
  const rng = new Prng(options.seed ?? DEFAULT_SEED);
  const tenants = options.tenants ?? [];
  const selfPerTenant = tenants.length > 0 ? Math.max(2, Math.floor(options.size / 250)) : 0;
  const marketCount = Math.max(0, options.size - selfPerTenant * tenants.length);

  const categories = buildCategories();
  const shops: GenShop[] = [];
  const shopsBy = new Map<string, { shop: GenShop; count: number; brand: Bi | null }[]>();
  const usedIds = new Set<string>();
  const products: GenProduct[] = [];

  const openShop = (platform: ProductPlatform, top: TopCategory, tenant: GenTenant | null) => {
    const key = `${platform}|${tenant?.id ?? ''}|${top.slug}`;
    const list = shopsBy.get(key) ?? [];
    shopsBy.set(key, list);
    const open = list.filter((s) => s.count < SHOP_CAPACITY);
    if (open.length > 0 && !(list.length < 4 && rng.chance(0.15))) return rng.pick(open);
    const made = makeShop(rng, platform, top, tenant, shops.length + 1);
    shops.push(made.shop);
    const entry = { ...made, count: 0 };
    list.push(entry);
    return entry;
  };

  const newProductId = (platform: ProductPlatform, tenant: GenTenant | null): string => {
    for (;;) {
      const id = productIdFor(rng, platform, tenant ? products.filter((p) => p.tenantId === tenant.id).length : 0);
      const key = `${platform === 'Tmall' ? 'Taobao' : platform}|${tenant?.id ?? ''}|${id}`;
      if (usedIds.has(key)) continue;
      usedIds.add(key);
      return id;
    }
  };

  const make = (platform: ProductPlatform, tenant: GenTenant | null) => {
    const top = pickTop(rng, platform);
    const leaf = rng.pick(top.leaves);
    const shop = openShop(platform, top, tenant);
    shop.count++;
    const productId = newProductId(platform, tenant);
    products.push(
      makeProduct(rng.fork(products.length + 1), {
        id: products.length + 1,
        platform,
        productId,
        tenantId: tenant?.id ?? null,
        top,
        leaf,
        shop: shop.shop,
        brand: shop.brand,
      }),
    );
  };

  for (let i = 0; i < marketCount; i++) make(rng.weighted(PLATFORM_WEIGHTS), null);
  for (const tenant of tenants) for (let i = 0; i < selfPerTenant; i++) make('SelfOwned', tenant);

  return { categories, shops, products };
}

function buildCategories(): GenCategory[] {
  const out: GenCategory[] = [];
  CATEGORIES.forEach((top, i) => {
    out.push({ id: top.slug, parentId: null, nameEn: top.name[0], nameZh: top.name[1], glyph: top.glyph, sort: i + 1 });
    top.leaves.forEach((leaf, j) => {
      out.push({
        id: leaf.slug,
        parentId: top.slug,
        nameEn: leaf.name[0],
        nameZh: leaf.name[1],
        glyph: top.glyph,
        sort: j + 1,
      });
    });
  });
  return out;
}

function pickTop(rng: Prng, platform: ProductPlatform): TopCategory {
  const affinity = PLATFORM_CATEGORIES[platform];
  if (!affinity) return rng.pick(CATEGORIES);
  const slug = rng.weighted(Object.entries(affinity));
  return CATEGORIES.find((c) => c.slug === slug) ?? rng.pick(CATEGORIES);
}

function productIdFor(rng: Prng, platform: ProductPlatform, ownCount: number): string {
  switch (platform) {
    case 'Taobao':
    case 'Tmall':
    case 'Alibaba':
      return digits(rng, rng.pick(['6', '7']), 12);
    case 'JD':
      return digits(rng, '100', 12);
    case 'Yiwugou':
      return digits(rng, String(rng.int(1, 9)), 9);
    case 'Poizon':
      return digits(rng, String(rng.int(1, 9)), rng.pick([7, 8]));
    case 'SelfOwned':
      return String(10001 + ownCount);
  }
}

function makeShop(rng: Prng, platform: ProductPlatform, top: TopCategory, tenant: GenTenant | null, n: number) {
  const trade = SHOP_TRADE[top.slug] ?? ['Goods', '百货'];
  const city = rng.pick(SHOP_WORDS.cities);
  const word = rng.pick(SHOP_WORDS.names);
  const brand = rng.pick(BRANDS);
  const id = `${platform.toLowerCase()}-${String(n).padStart(4, '0')}`;
  const shop = (nameEn: string, nameZh: string, website: string | null, withBrand: boolean) => ({
    shop: { id, platform, tenantId: tenant?.id ?? null, nameEn, nameZh, website },
    brand: withBrand ? brand : null,
  });
  switch (platform) {
    case 'Taobao':
      return shop(
        `${word[0]} ${trade[0]} Store`,
        `${word[1]}${trade[1]}店`,
        `https://shop${digits(rng, '1', 9)}.taobao.com`,
        false,
      );
    case 'Tmall':
      return shop(
        `${brand[0]} Official Flagship Store`,
        `${brand[1]}官方旗舰店`,
        `https://${brand[0].toLowerCase().replace(/\W/g, '')}${n}.tmall.com`,
        true,
      );
    case 'JD':
      return shop(
        `${brand[0]} JD Self-operated Store`,
        `${brand[1]}京东自营旗舰店`,
        `https://mall.jd.com/index-${digits(rng, '1', 7)}.html`,
        true,
      );
    case 'Alibaba':
      return shop(
        `${city[0]} ${word[0]} ${trade[0]} Co., Ltd.`,
        `${city[1]}市${word[1]}${trade[1]}有限公司`,
        `https://shop${digits(rng, '1', 10)}.1688.com`,
        false,
      );
    case 'Yiwugou':
      return shop(
        `Yiwu ${word[0]} ${trade[0]} Trading`,
        `义乌${word[1]}${trade[1]}商行`,
        `https://www.yiwugo.com/shop/${digits(rng, '1', 6)}.html`,
        false,
      );
    case 'Poizon':
      return shop(`${brand[0]} on Poizon`, `${brand[1]} 得物旗舰店`, null, true);
    case 'SelfOwned':
      return shop(`${tenant?.name ?? 'Our'} Selection`, `${tenant?.name ?? '本站'} 自营`, null, false);
  }
}

interface ProductSeed {
  id: number;
  platform: ProductPlatform;
  productId: string;
  tenantId: string | null;
  top: TopCategory;
  leaf: LeafCategory;
  shop: GenShop;
  brand: Bi | null;
}

function makeProduct(rng: Prng, s: ProductSeed): GenProduct {
  const noun = rng.pick(s.leaf.nouns);
  const adjectives = rng.sample(s.top.adjectives, rng.int(1, 2));
  const materials = s.leaf.materials ?? s.top.materials;
  const material = materials.length > 0 && rng.chance(0.7) ? rng.pick(materials) : null;
  const wholesale = s.platform === 'Alibaba' || s.platform === 'Yiwugou';
  const points = wholesale ? SELLING_POINTS.wholesale : s.brand ? SELLING_POINTS.brand : SELLING_POINTS.retail;
  const point = rng.chance(0.75) ? rng.pick(points) : null;
  const brand = s.platform === 'Poizon' || s.platform === 'JD' || s.platform === 'Tmall' ? s.brand : null;

  const parts: Bi[] = [
    ...(brand ? [brand] : []),
    ...adjectives,
    ...(material ? [material] : []),
    noun,
    ...(point ? [point] : []),
  ];
  const titleEn = parts.map((p) => p[0]).join(' ');
  // Chinese titles run words together, with a space before the selling point as sellers write them.
  const titleZh = `${parts
    .slice(0, point ? -1 : undefined)
    .map((p) => p[1])
    .join('')}${point ? ` ${point[1]}` : ''}`;
  const titles = translatedTitles(brand, noun, material, adjectives, point);

  const [minPrice, maxPrice] = s.leaf.price;
  // Log-uniform: most items are cheap, a few dear, as in a real marketplace.
  const yuan =
    Math.exp(Math.log(minPrice) + rng.next() * (Math.log(maxPrice) - Math.log(minPrice))) * PLATFORM_PRICE[s.platform];
  const baseFen = retailFen(rng, yuan);

  const properties = s.leaf.properties.map((key) => makeProperty(rng, key));
  const rangeMode = (s.platform === 'Alibaba' && rng.chance(0.85)) || (s.platform === 'Yiwugou' && rng.chance(0.7));
  const tiers = rangeMode
    ? rng.pick(TIER_PLANS).map((startQuantity, i) => ({
        startQuantity,
        priceFen: i === 0 ? baseFen : Math.max(1, Math.round((baseFen * (TIER_DISCOUNTS[i] ?? 0.75)) / 10) * 10),
      }))
    : [];
  const minQuantity = tiers[0]?.startQuantity ?? (wholesale ? rng.int(1, 3) : 1);

  const skus = cartesian(properties.map((p) => p.values)).map((combo, n) => {
    let factor = 1;
    combo.forEach((value, i) => {
      const prop = properties[i];
      if (!prop) return;
      const step = PROPERTIES[prop.id].step;
      factor += step * prop.values.indexOf(value);
    });
    const soldOut = rng.chance(0.12);
    const stock = soldOut
      ? 0
      : s.platform === 'Poizon'
        ? rng.int(1, 60)
        : wholesale
          ? rng.int(100, 20000)
          : rng.int(1, 999);
    return {
      skuId: `${s.productId}-${n + 1}`,
      valueIds: combo.map((v) => v.id),
      // In range mode every variant sells at the tier price.
      priceFen: rangeMode ? baseFen : Math.round((baseFen * factor) / 10) * 10,
      stock,
    };
  });

  const [minWeight, maxWeight] = s.leaf.weight;
  const hue = rng.int(0, 359);
  const art: ProductArt = {
    seed: hashString(`${s.platform}:${s.tenantId ?? ''}:${s.productId}`),
    background: hsl(hue, rng.int(35, 85), rng.int(72, 90)),
    accent: hsl((hue + rng.int(60, 200)) % 360, rng.int(45, 90), rng.int(40, 62)),
    ink: hsl((hue + rng.int(150, 210)) % 360, rng.int(30, 80), rng.int(14, 32)),
    pattern: rng.pick(PATTERNS),
    glyph: s.top.glyph,
    galleryCount: rng.int(1, 3),
  };

  const city = rng.pick(SHOP_WORDS.cities);
  // Drawn in the order the two descriptions always drew them, so a seed gives the same catalogue as before.
  const hoursEn = rng.int(1, 3) * 24;
  const hoursZh = rng.int(1, 3) * 24;
  return {
    id: s.id,
    platform: s.platform,
    productId: s.productId,
    tenantId: s.tenantId,
    categoryId: s.leaf.slug,
    shopId: s.shop.id,
    titleEn,
    titleZh,
    titles,
    descriptions: translatedDescriptions(titles, material, s.top.name, s.leaf.name, city, hoursEn),
    descriptionEn: [
      `${titleEn}.`,
      material ? `Material: ${material[0]}.` : null,
      `Category: ${s.top.name[0]} / ${s.leaf.name[0]}.`,
      `Ships from ${city[0]} within ${hoursEn} hours.`,
    ]
      .filter(Boolean)
      .join(' '),
    descriptionZh: [
      `${titleZh}。`,
      material ? `材质：${material[1]}。` : null,
      `类目：${s.top.name[1]} / ${s.leaf.name[1]}。`,
      `${city[1]}发货，${hoursZh}小时内发出。`,
    ]
      .filter(Boolean)
      .join(''),
    priceMode: rangeMode ? 'SPU_PRICE_RANGE' : 'SKU_PRICE',
    minQuantity,
    weightGrams: rng.int(minWeight, maxWeight),
    sales: Math.floor(Math.exp(rng.next() * Math.log(wholesale ? 200_000 : 60_000))) - 1,
    properties,
    skus,
    tiers,
    art,
  };
}

/**
 * A title in each catalogue language. The noun leads, as sellers writing these languages put it (Robe coton style
 * coréen, فستان قطن بأسلوب كوري), then material, style words and the selling point; a brand stays first. Words are
 * separated by spaces in Thai and Lao too, as marketplace titles there are, which also keeps them searchable.
 */
function translatedTitles(
  brand: Bi | null,
  noun: Bi,
  material: Bi | null,
  adjectives: readonly Bi[],
  point: Bi | null,
): Record<CatalogueLanguage, string> {
  const parts = [noun, ...(material ? [material] : []), ...adjectives, ...(point ? [point] : [])];
  const entries = CATALOGUE_LANGUAGES.map((language) => {
    const words = parts.map((part) => translatePhrase(language, part[0]) ?? part[0]);
    return [language, [...(brand ? [brand[0]] : []), ...words].join(' ')] as const;
  });
  return Object.fromEntries(entries) as Record<CatalogueLanguage, string>;
}

function translatedDescriptions(
  titles: Record<CatalogueLanguage, string>,
  material: Bi | null,
  top: Bi,
  leaf: Bi,
  city: Bi,
  hours: number,
): Record<CatalogueLanguage, string> {
  const entries = CATALOGUE_LANGUAGES.map((language) => {
    const word = (part: Bi) => translatePhrase(language, part[0]) ?? part[0];
    const facts = {
      title: titles[language],
      material: material ? word(material) : null,
      category: `${word(top)} / ${word(leaf)}`,
      city: cityName(language, city[0]),
      hours,
    };
    return [language, describe(language, facts)] as const;
  });
  return Object.fromEntries(entries) as Record<CatalogueLanguage, string>;
}

function makeProperty(rng: Prng, key: PropertyKey): GenProperty {
  const spec = PROPERTIES[key];
  const count = rng.int(spec.count[0], spec.count[1]);
  if (key === 'colour') {
    const picked = rng.sample(
      COLOURS.map((c, index) => ({ ...c, index })),
      count,
    );
    return {
      id: key,
      nameEn: spec.name[0],
      nameZh: spec.name[1],
      values: picked.map((c) => ({
        id: `${key}:${c.index}`,
        nameEn: c.name[0],
        nameZh: c.name[1],
        colour: { index: c.index, hex: c.hex },
      })),
    };
  }
  const all = spec.values ?? [];
  // Sizes and capacities are consecutive runs (S–XL, not S, L, 3XL).
  const start = rng.int(0, Math.max(0, all.length - count));
  return {
    id: key,
    nameEn: spec.name[0],
    nameZh: spec.name[1],
    values: all
      .slice(start, start + count)
      .map((v, i) => ({ id: `${key}:${start + i}`, nameEn: v[0], nameZh: v[1], colour: null })),
  };
}

function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}
