// /my/transit: the shopper's transit orders by status, each with its parcels, weights, fee breakdown and journey;
// pay the weighed fee, confirm receipt, or close before payment (components/transit). Login required; 404 where
// the tenant does not offer transit (showTransit false).
import { useTranslation } from 'next-i18next/pages';
import TransitView from '@/components/transit/TransitView';
import { loadTransitPage, type TransitPageProps } from '@/loaders/transit';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `payments` for the pay dialog, `feedback` for reporting a problem with an order.
  namespaces: ['shipping', 'payments', 'feedback'],
  breadcrumbs: [{ label: 'userMenu.transit', href: '/my/transit' }],
});

export const getServerSideProps = withPage(settings, loadTransitPage);

const TransitPage: PageWithSettings<TransitPageProps> = ({ initialList, initialOrder }) => {
  const { t } = useTranslation('shipping');
  return (
    <>
      <PageTitle title={t('transit.title')} />
      <TransitView initialList={initialList} initialOrder={initialOrder} />
    </>
  );
};
TransitPage.settings = settings;
export default TransitPage;
