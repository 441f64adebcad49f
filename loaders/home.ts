// The loader of / (home). Its data is all "deferred" in Hydrogen's sense: each section loads on its own and a
// failure hides that section (or offers a retry) instead of failing the page. Every section is loaded here in
// parallel; the browser retries one section with the same service function (components/home/sections.ts).
import { SERVER_SECTIONS, sectionLoaders, toSection, type HomeSections, type Section } from '@/components/home/sections';
import type { Http } from '@/services/http';
import type { PageLoader } from '@/services/server/withPage';

export interface HomePageProps extends Record<string, unknown> {
  sections: HomeSections;
}

/**
 * Loads the first screen's sections in parallel (the product groups below load in the browser); never rejects (a
 * thrown error becomes a failed, retryable section).
 */
export async function loadHomeSections(http: Http): Promise<HomeSections> {
  const keys = SERVER_SECTIONS;
  const settled = await Promise.all(keys.map(async (key): Promise<Section<unknown>> => {
    try {
      const result = await sectionLoaders[key](http);
      if (!result.ok) console.warn(`[home] section ${key} failed: ${result.error.code} (${result.error.status ?? 'no response'})`);
      return toSection<unknown>(result);
    } catch (error) {
      console.warn(`[home] section ${key} threw`, error);
      return { ok: false, retryable: true };
    }
  }));
  return Object.fromEntries(keys.map((key, i) => [key, settled[i]])) as unknown as HomeSections;
}

export const loadHomePage: PageLoader<HomePageProps> = async (_ctx, { http }) => {
  return { props: { sections: await loadHomeSections(http) } };
};
