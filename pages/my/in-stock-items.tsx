// /my/in-stock-items: the shopper's parcels in the China warehouses, picked and shipped home through a transit
// order (components/shipping/InStockView). Login required; 404 where the tenant does not offer in-stock items
// (showStockin false).
import { useTranslation } from 'next-i18next/pages';
import InStockView from '@/components/shipping/InStockView';
import { loadInStockPage, type InStockPageProps } from '@/loaders/inStockItems';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `address` for the address form inside the transit form, `cost` for its landed total, `orders` for the
  // inspection of each item.
  namespaces: ['shipping', 'address', 'cost', 'orders'],
  breadcrumbs: [{ label: 'userMenu.inStockItems', href: '/my/in-stock-items' }],
});

export const getServerSideProps = withPage(settings, loadInStockPage);

const InStockPage: PageWithSettings<InStockPageProps> = ({ initialParcels }) => {
  const { t } = useTranslation('shipping');
  return (
    <>
      <PageTitle title={t('parcels.title')} />
      <InStockView initialParcels={initialParcels} />
    </>
  );
};
InStockPage.settings = settings;
export default InStockPage;
