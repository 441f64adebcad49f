import type { ProductPlatform } from './tenant';
import type { ProductCard } from './content';

export const PRICE_MODES = ['SKU_PRICE', 'SPU_PRICE_RANGE'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** One tier of a wholesale price: from `startQuantity` pieces on, each costs `price` CNY. */
export interface PriceTier {
  startQuantity: number;
  price: number;
}

export interface ProductPropertyValue {
  id: string;
  name: string;
  image: string | null;
}
export interface ProductProperty {
  id: string;
  name: string;
  values: ProductPropertyValue[];
}

export interface ProductSku {
  skuId: string;
  /** One value id per property, in the order of `Product.properties`. */
  propertyValueIds: string[];
  price: number;
  stock: number;
  image: string | null;
}

export interface Product {
  productId: string;
  platform: ProductPlatform;
  /** Canonical marketplace link (what the cart stores). */
  productUrl: string;
  title: string;
  /** Non-empty image addresses only. */
  images: string[];
  shop: { id: string; name: string; website: string | null };
  category: { id: string; name: string } | null;
  priceMode: PriceMode;
  /** Lowest and highest price over SKUs (CNY). */
  minPrice: number;
  maxPrice: number;
  /** Sorted by startQuantity ascending; empty unless priceMode is SPU_PRICE_RANGE. */
  priceRange: PriceTier[];
  properties: ProductProperty[];
  skus: ProductSku[];
  minQuantity: number;
  /** Grams per piece. */
  weight: number;
  sales: number;
  description: string;
}

export type ProductSort = 'default' | 'sales_desc' | 'price_asc' | 'price_desc';

export interface ProductSearchQuery {
  keyword?: string;
  imageUrl?: string;
  shopId?: string;
  channel?: ProductPlatform;
  pageNo?: number;
  pageSize?: number;
  nextPage?: string;
  sort?: ProductSort;
  filters?: string;
  priceStart?: number;
  priceEnd?: number;
  productCollectionId?: string;
  snId?: string;
}

export interface ProductSearchResult {
  items: ProductCard[];
  total: number;
  pageNo: number;
  pageSize: number;
  /** Opaque cursor for the next page, null on the last page. */
  nextPage: string | null;
}

export interface Category {
  id: string;
  name: string;
  parentId: string | null;
  productCount?: number;
}

/** The longest search keyword the API takes, in characters (a longer one is refused with TOO_LONG). */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;

/** GET /keywordSNQuery: categories related to a keyword. */
export interface KeywordNavigation {
  keyword: string;
  categories: Category[];
}

export type UploadCatalog = 'PRODUCT_SEARCH';

export interface UploadToken {
  key: string;
  policy: string;
  accessKeyId: string;
  signature: string;
  bucketHost: string;
  cdnUrl: string;
}
