import type { Locale, Product, ProductCard, ProductPlatform, ProductSort } from '../../../../contract';
import type { ImageFingerprint } from '../imagesearch/fingerprint';
import type { ResolvedLink } from './links';

/*
 * Where products come from. Routes talk only to this interface; the reference API has one implementation, the
 * catalogue in the database (catalogueSource.ts). An adapter for a real marketplace API (Taobao open platform,
 * 1688 cross-border API, a Dewu data provider, ...) implements the same four calls: resolve the pasted link,
 * keyword search, image search and product detail, mapping the marketplace's answers to the contract types.
 * A composite source can route per platform (e.g. 1688 to an adapter, the rest to the catalogue).
 */

/** What a source needs to know about the tenant a call is for. */
export interface SourceTenant {
  id: string;
  /** The tenant's own hosts: links there are its self-owned items. */
  hosts: readonly string[];
  /**
   * The shopper's language (the request's, within the tenant's languages). A source answers titles and names in
   * it where it has them, else in English, else Chinese (mapping.ts `localized`); the catalogue keeps other
   * languages in its `titles`/`names` columns, which an operator's own source can fill the same way.
   */
  language: Locale;
}

export interface SearchCriteria {
  /** Free text ranked by relevance; null lists by the sort alone. */
  keyword: string | null;
  /** Extra free text that every result must also match (narrows, does not rank). */
  filters: string | null;
  /** Platforms to search; null = every platform the tenant can see. */
  platforms: readonly ProductPlatform[] | null;
  shopId: string | null;
  /** A category; a top-level category includes its subcategories. */
  categoryId: string | null;
  /** A tenant's product collection (home-page product group). */
  collectionId: string | null;
  priceStartFen: number | null;
  priceEndFen: number | null;
  sort: ProductSort;
  offset: number;
  limit: number;
}

export interface SearchPage {
  items: ProductCard[];
  total: number;
}

/** A product as a source addresses it (what a resolved link gives). */
export type ProductRef = Pick<ResolvedLink, 'platform' | 'productId'>;

export interface ProductSource {
  /** Finds the product link in pasted text. Throws ProductLinkError (links.ts) when there is none. */
  resolveLink(text: string, tenant: SourceTenant): ResolvedLink;
  search(criteria: SearchCriteria, tenant: SourceTenant): Promise<SearchPage>;
  /** Ranks by visual similarity to the image, within the same criteria (keyword excepted). */
  imageSearch(fingerprint: ImageFingerprint, criteria: SearchCriteria, tenant: SourceTenant): Promise<SearchPage>;
  /** Null when the source does not have the product. */
  detail(ref: ProductRef, tenant: SourceTenant): Promise<Product | null>;
}
