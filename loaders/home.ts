// The loader of / (home). Its data is all "deferred" in Hydrogen's sense: each section loads on its own and a
// failure hides that section (or offers a retry) instead of failing the page. Every section is loaded here in
// parallel; the browser retries one section with the same service function (components/home/sections.ts).
import {
  SERVER_SECTIONS,
  sectionLoaders,
  toSection,
  type HomeSections,
  type Section,
} from '@/components/home/sections';
import type { Http } from '@/services/http';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { productHrefsFor } from '@/utils/productHref';

export interface HomePageProps extends Record<string, unknown> {
  sections: HomeSections;
  /**
   * The first screen's product addresses (marketplace link → /product?url=…), made here so that the browser does
   * not encrypt a dozen links again while it hydrates; the same function makes the same addresses.
   */
  productHrefs: Record<string, string>;
}

/** The addresses of the server-rendered product cards. */
export function firstScreenHrefs(sections: HomeSections, key: string): Record<string, string> {
  return sections.preferredProducts.ok ? productHrefsFor(sections.preferredProducts.data, key) : {};
}

/**
 * Loads the first screen's sections in parallel (the product groups below load in the browser); never rejects (a
 * thrown error becomes a failed, retryable section).
 */
export async function loadHomeSections(http: Http): Promise<HomeSections> {
  const keys = SERVER_SECTIONS;
  const settled = await Promise.all(
    keys.map(async (key): Promise<Section<unknown>> => {
      try {
        const result = await sectionLoaders[key](http);
        if (!result.ok)
          console.warn(`[home] section ${key} failed: ${result.error.code} (${result.error.status ?? 'no response'})`);
        return toSection<unknown>(result);
      } catch (error) {
        console.warn(`[home] section ${key} threw`, error);
        return { ok: false, retryable: true };
      }
    }),
  );
  return Object.fromEntries(keys.map((key, i) => [key, settled[i]])) as unknown as HomeSections;
}

export const loadHomePage: PageLoader<HomePageProps> = async (_ctx, { http }) => {
  const sections = await loadHomeSections(http);
  return { props: { sections, productHrefs: firstScreenHrefs(sections, runtimeConfig().productLinkKey) } };
};
