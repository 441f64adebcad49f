// The home page's sections: each loads on its own and a failure hides that section (or offers a retry) instead of
// failing the page. The server loads them all in loaders/home.ts; the browser retries one section with the same
// service function (useSection).
import type { ProductCard, ProductGroup, SiteImage, Announcement, Slogan } from '@/contract';
import type { Http } from '@/services/http';
import type { Result } from '@/services/result';
import {
  getAnnouncements, getBannerImages, getPreferredProductGroups, getPreferredProducts, getRecommendProductGroups,
  getSlogan,
} from '@/services/content';

/** Serialisable outcome of one section (page props cannot hold `undefined`, so no raw AppError here). */
export type Section<T> = { ok: true; data: T } | { ok: false; retryable: boolean };

export interface HomeSections {
  banners: Section<SiteImage[]>;
  announcements: Section<Announcement[]>;
  slogan: Section<Slogan | null>;
  preferredProducts: Section<ProductCard[]>;
  preferredGroups: Section<ProductGroup[]>;
  recommendGroups: Section<ProductGroup[]>;
}

export const sectionLoaders: { [K in keyof HomeSections]: (http: Http) => Promise<Result<SectionData<K>>> } = {
  banners: getBannerImages,
  announcements: getAnnouncements,
  slogan: getSlogan,
  preferredProducts: getPreferredProducts,
  preferredGroups: getPreferredProductGroups,
  recommendGroups: getRecommendProductGroups,
};

export type SectionData<K extends keyof HomeSections> = HomeSections[K] extends Section<infer T> ? T : never;

export function toSection<T>(result: Result<T>): Section<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, retryable: result.error.retryable };
}
