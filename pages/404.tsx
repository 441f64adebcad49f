// The 404 page. Next renders it for unknown routes and for `notFound: true` (a disabled article). The pages
// router does not allow getServerSideProps here, so it is static: translations only, no tenant (the shell keeps
// the tenant of the previous page during a visit; a direct hit renders without header and footer).
import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import StatusPage from '@/components/home/StatusPage';
import { definePage, type PageWithSettings } from '@/services/pageSettings';

export const settings = definePage({});

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await serverSideTranslations(locale ?? 'en', ['common'])) },
});

const NotFoundPage: PageWithSettings = () => <StatusPage status={404} />;
NotFoundPage.settings = settings;
export default NotFoundPage;
