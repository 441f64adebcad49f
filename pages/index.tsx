// Home (/): banners, slogan, announcements and the product sections from site content. Every section is loaded
// in parallel by loaders/home.ts but none is critical: a failed call hides that section or offers a retry.
import Head from 'next/head';
import HomeView from '@/components/home/HomeView';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { loadHomePage, type HomePageProps } from '@/loaders/home';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores/tenant';

export const settings = definePage({ namespaces: ['home'] });

export const getServerSideProps = withPage(settings, loadHomePage);

const HomePage: PageWithSettings<HomePageProps> = ({ sections, productHrefs }) => {
  const tenant = useTenant();
  return (
    <>
      <Head>
        <title>{tenant.name}</title>
        {tenant.description && <meta name="description" content={tenant.description} />}
      </Head>
      <HomeView sections={sections} productHrefs={productHrefs} />
    </>
  );
};
HomePage.settings = settings;
export default HomePage;
