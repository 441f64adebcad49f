// Home (/): banners, slogan, announcements and the product sections from site content. Every section is loaded
// in parallel by loaders/home.ts but none is critical: a failed call hides that section or offers a retry.
import PageTitle from '@/components/common/PageTitle';
import HomeView from '@/components/home/HomeView';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { loadHomePage, type HomePageProps } from '@/loaders/home';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({ namespaces: ['home'] });

export const getServerSideProps = withPage(settings, loadHomePage);

const HomePage: PageWithSettings<HomePageProps> = ({ sections, productHrefs }) => {
  // The site's description is written once for every page by _app.
  return (
    <>
      <PageTitle />
      <HomeView sections={sections} productHrefs={productHrefs} />
    </>
  );
};
HomePage.settings = settings;
export default HomePage;
