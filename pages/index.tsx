// Home (/): banners, slogan, announcements and the product sections from site content. Every section is loaded
// here in parallel but none is critical: a failed call hides that section or offers a retry (components/home).
import Head from 'next/head';
import HomeView from '@/components/home/HomeView';
import { loadHomeSections, productUrls, type HomeSections } from '@/components/home/sections';
import { productHrefs } from '@/utils/productHref';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores/tenant';

export const settings = definePage({ namespaces: ['home'] });

interface HomeProps extends Record<string, unknown> {
  sections: HomeSections;
  productHrefs: Record<string, string>;
}

export const getServerSideProps = withPage<HomeProps>(settings, async (_ctx, { http }) => {
  const sections = await loadHomeSections(http);
  return {
    props: { sections, productHrefs: productHrefs(productUrls(sections), runtimeConfig().productLinkKey) },
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
