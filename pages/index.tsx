// Home (/): banners, slogan, announcements and the product sections from site content. Every section is loaded
// here in parallel but none is critical: a failed call hides that section or offers a retry (components/home).
import Head from 'next/head';
import type { ArticleType } from '@/contract';
import HomeView from '@/components/home/HomeView';
import { loadHomeSections, productHrefs, productUrls, type HomeSections } from '@/components/home/sections';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import { getEnabledArticleTypes } from '@/services/content';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores/tenant';

export const settings = definePage({ namespaces: ['home'] });

interface HomeProps extends Record<string, unknown> {
  sections: HomeSections;
  productHrefs: Record<string, string>;
  /** For the layout's navigation (AppPageProps): rendered on the server instead of fetched after hydration. */
  enabledArticleTypes?: ArticleType[];
}

export const getServerSideProps = withPage<HomeProps>(settings, async (_ctx, { http }) => {
  const [sections, enabled] = await Promise.all([loadHomeSections(http), getEnabledArticleTypes(http)]);
  return {
    props: {
      sections,
      productHrefs: productHrefs(productUrls(sections), runtimeConfig().productLinkKey),
      // On failure the layout fetches them itself in the browser.
      ...(enabled.ok ? { enabledArticleTypes: enabled.data } : {}),
    },
  };
});

const HomePage: PageWithSettings<HomeProps> = ({ sections, productHrefs: hrefs }) => {
  const tenant = useTenant();
  return (
    <>
      <Head>
        <title>{tenant.name}</title>
        {tenant.description && <meta name="description" content={tenant.description} />}
      </Head>
      <HomeView sections={sections} productHrefs={hrefs} />
    </>
  );
};
HomePage.settings = settings;
export default HomePage;
