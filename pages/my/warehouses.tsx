// /my/warehouses (proxy shipping): the shopper's receiving addresses at the agent's China warehouses, with their
// member code, to use when they buy elsewhere themselves (components/shipping/WarehousesView). Login required;
// 404 where the tenant does not offer proxy shipping (showUserWarehouse false).
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import WarehousesView from '@/components/shipping/WarehousesView';
import { loadWarehousesPage, type WarehousesPageProps } from '@/loaders/warehouses';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores/tenant';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  namespaces: ['shipping'],
  breadcrumbs: [{ label: 'userMenu.warehouses', href: '/my/warehouses' }],
});

export const getServerSideProps = withPage(settings, loadWarehousesPage);

const WarehousesPage: PageWithSettings<WarehousesPageProps> = (props) => {
  const { t } = useTranslation('shipping');
  const tenant = useTenant();
  return (
    <>
      <Head><title>{`${tenant.name} - ${t('warehouses.title')}`}</title></Head>
      <WarehousesView {...props} />
    </>
  );
};
WarehousesPage.settings = settings;
export default WarehousesPage;
