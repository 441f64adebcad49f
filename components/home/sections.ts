// The home page's sections: each loads on its own and a failure hides that section (or offers a retry) instead of
// failing the page. The server loads the first screen's sections in loaders/home.ts; the product groups further
// down load in the browser after hydration (useDeferredSection), which keeps the HTML, the page data and the
// hydration work of the first screen small. The browser retries one section with the same service function.
import type { ProductCard, ProductGroup, SiteImage, Announcement, Slogan } from '@/contract';
import type { Http } from '@/services/http';
import type { Result } from '@/services/result';
import {
  getAnnouncements,
  getBannerImages,
  getPreferredProductGroups,
  getPreferredProducts,
  getRecommendProductGroups,
  getSiteImages,
  getSlogan,
} from '@/services/content';

/** Serialisable outcome of one section (page props cannot hold `undefined`, so no raw AppError here). */
export type Section<T> = { ok: true; data: T } | { ok: false; retryable: boolean };

/** The sections rendered on the server (the first screen). */
export interface HomeSections {
  banners: Section<SiteImage[]>;
  announcements: Section<Announcement[]>;
  slogan: Section<Slogan | null>;
  preferredProducts: Section<ProductCard[]>;
}

/** The sections below the fold, loaded in the browser after hydration. */
export interface DeferredSections {
  /** The tenant's promotion picture (site image HOME_PROMO), shown above the product groups when set. */
  promo: Section<SiteImage[]>;
  preferredGroups: Section<ProductGroup[]>;
  recommendGroups: Section<ProductGroup[]>;
}

type AllSections = HomeSections & DeferredSections;

/** The site image position of the home page's promotion. */
export const HOME_PROMO_POSITION = 'HOME_PROMO';

export const SERVER_SECTIONS = [
  'banners',
  'announcements',
  'slogan',
  'preferredProducts',
] as const satisfies readonly (keyof HomeSections)[];

export const sectionLoaders: { [K in keyof AllSections]: (http: Http) => Promise<Result<SectionData<K>>> } = {
  banners: getBannerImages,
  announcements: getAnnouncements,
  slogan: getSlogan,
  preferredProducts: getPreferredProducts,
  promo: (http) => getSiteImages(http, HOME_PROMO_POSITION),
  preferredGroups: getPreferredProductGroups,
  recommendGroups: getRecommendProductGroups,
};

export type SectionData<K extends keyof AllSections> = AllSections[K] extends Section<infer T> ? T : never;

export function toSection<T>(result: Result<T>): Section<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, retryable: result.error.retryable };
}
