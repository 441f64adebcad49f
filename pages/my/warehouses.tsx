// /my/warehouses (proxy shipping): the shopper's receiving addresses at the agent's China warehouses, with their
// member code, to use when they buy elsewhere themselves (components/shipping/WarehousesView). Login required;
// 404 where the tenant does not offer proxy shipping (showUserWarehouse false).
import { useTranslation } from 'next-i18next/pages';
import WarehousesView from '@/components/shipping/WarehousesView';
import { loadWarehousesPage, type WarehousesPageProps } from '@/loaders/warehouses';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  namespaces: ['shipping'],
  breadcrumbs: [{ label: 'userMenu.warehouses', href: '/my/warehouses' }],
});

export const getServerSideProps = withPage(settings, loadWarehousesPage);

const WarehousesPage: PageWithSettings<WarehousesPageProps> = (props) => {
  const { t } = useTranslation('shipping');
  return (
    <>
      <PageTitle title={t('warehouses.title')} />
      <WarehousesView {...props} />
    </>
  );
};
WarehousesPage.settings = settings;
export default WarehousesPage;
