// The 500 page, static like the 404 (Next renders it for a server error in production): translations only.
import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import StatusPage from '@/components/home/StatusPage';
import { definePage, type PageWithSettings } from '@/services/pageSettings';

export const settings = definePage({});

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await serverSideTranslations(locale ?? 'en', ['common'])) },
});

const ServerErrorPage: PageWithSettings = () => <StatusPage status={500} />;
ServerErrorPage.settings = settings;
export default ServerErrorPage;
