// Catalogue rows → contract shapes. Money: integer fen in the database, CNY numbers with two decimals on the wire.
import {
  canonicalProductUrl,
  type Locale,
  type Product,
  type ProductCard,
  type ProductPlatform,
} from '../../../../contract';
import { selfOwnedUrl } from './links';
import type { Translations } from './tables';

export const fenToCny = (fen: number) => Math.round(Number(fen)) / 100;

/** Canonical link of a catalogue product; self-owned items live on the tenant's primary host. */
export function productUrlOf(platform: ProductPlatform, productId: string, hosts: readonly string[]): string {
  if (platform === 'SelfOwned') return selfOwnedUrl(hosts[0] ?? 'localhost', productId);
  return canonicalProductUrl(platform, productId);
}

/**
 * Catalogue text in the reader's language: Chinese readers get the Chinese text; anyone else their language's
 * translation, else English, else Chinese (a row may lack either).
 */
export function localized(
  language: Locale,
  en: string | null | undefined,
  zh: string | null | undefined,
  translations?: Translations | null,
): string {
  if (language.startsWith('zh')) return zh || en || '';
  return translations?.[language] || en || zh || '';
}

export interface CardRow {
  platform: ProductPlatform;
  product_id: string;
  title_en: string;
  title_zh: string;
  /** Titles in other languages (migration 053); absent on rows read without them. */
  titles?: Translations | null;
  cover_image: string;
  min_price_fen: number;
  max_price_fen: number;
  sales: number;
  shop_id: string;
  shop_name_en: string;
  shop_name_zh: string;
}

export function toCard(row: CardRow, language: Locale, hosts: readonly string[]): ProductCard {
  const zh = language.startsWith('zh');
  return {
    productId: row.product_id,
    platform: row.platform,
    productUrl: productUrlOf(row.platform, row.product_id, hosts),
    title: localized(language, row.title_en, row.title_zh, row.titles),
    coverImage: row.cover_image,
    price: fenToCny(row.min_price_fen),
    maxPrice: Number(row.max_price_fen) > Number(row.min_price_fen) ? fenToCny(row.max_price_fen) : null,
    sales: Number(row.sales),
    shopName: zh ? row.shop_name_zh : row.shop_name_en,
    shopId: row.shop_id,
  };
}

export interface DetailRow extends CardRow {
  price_mode: Product['priceMode'];
  min_quantity: number;
  weight_grams: number;
  description_en: string;
  description_zh: string;
  descriptions: Translations | null;
  shop_website: string | null;
  category_id: string | null;
  category_name_en: string | null;
  category_name_zh: string | null;
  category_names: Translations | null;
  images: (string | null)[] | null;
  properties: { id: string; en: string; zh: string; names: Translations | null; pos: number }[] | null;
  property_values:
    | {
        property: string;
        id: string;
        en: string;
        zh: string;
        names: Translations | null;
        image: string | null;
        pos: number;
      }[]
    | null;
  skus: { id: string; values: string[]; price: number; stock: number; image: string | null }[] | null;
  tiers: { start: number; price: number }[] | null;
}

export function toProduct(row: DetailRow, language: Locale, hosts: readonly string[]): Product {
  const zh = language.startsWith('zh');
  const values = row.property_values ?? [];
  const properties = [...(row.properties ?? [])]
    .sort((a, b) => a.pos - b.pos)
    .map((p) => ({
      id: p.id,
      name: localized(language, p.en, p.zh, p.names),
      values: values
        .filter((v) => v.property === p.id)
        .sort((a, b) => a.pos - b.pos)
        .map((v) => ({ id: v.id, name: localized(language, v.en, v.zh, v.names), image: v.image || null })),
    }));
  const skus = [...(row.skus ?? [])]
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
    .map((s) => ({
      skuId: s.id,
      propertyValueIds: s.values,
      price: fenToCny(s.price),
      stock: Number(s.stock),
      image: s.image || null,
    }));
  const priceRange =
    row.price_mode === 'SPU_PRICE_RANGE'
      ? [...(row.tiers ?? [])]
          .sort((a, b) => a.start - b.start)
          .map((t) => ({ startQuantity: Number(t.start), price: fenToCny(t.price) }))
      : [];
  return {
    productId: row.product_id,
    platform: row.platform,
    productUrl: productUrlOf(row.platform, row.product_id, hosts),
    title: localized(language, row.title_en, row.title_zh, row.titles),
    images: (row.images ?? []).filter((u): u is string => typeof u === 'string' && u.trim() !== ''),
    shop: { id: row.shop_id, name: zh ? row.shop_name_zh : row.shop_name_en, website: row.shop_website },
    category: row.category_id
      ? {
          id: row.category_id,
          name: localized(language, row.category_name_en, row.category_name_zh, row.category_names) || row.category_id,
        }
      : null,
    priceMode: row.price_mode,
    minPrice: fenToCny(row.min_price_fen),
    maxPrice: fenToCny(row.max_price_fen),
    priceRange,
    properties,
    skus,
    minQuantity: Number(row.min_quantity),
    weight: Number(row.weight_grams),
    sales: Number(row.sales),
    description: localized(language, row.description_en, row.description_zh, row.descriptions),
  };
}
