// /my/purchase: the shopper's purchase orders by state with search and pages, or one order (`?id=`) with its
// items, amounts, steps and actions (components/orders). Login required: withPage answers 307 to login on the
// server; _app's RequireLogin navigates there if the session ends in the page.
import { useTranslation } from 'next-i18next/pages';
import OrderDetail from '@/components/orders/OrderDetail';
import PurchaseList from '@/components/orders/PurchaseList';
import { loadPurchasePage, type PurchasePageProps } from '@/loaders/purchase';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `payments` and `auth` for the pay dialog (pay password, email code).
  namespaces: ['orders', 'payments', 'auth', 'shipping'],
  breadcrumbs: [{ label: 'userMenu.purchase', href: '/my/purchase' }],
});

export const getServerSideProps = withPage(settings, loadPurchasePage);

const PurchasePage: PageWithSettings<PurchasePageProps> = ({ orderId, initialOrder, orderMissing, initialList }) => {
  const { t } = useTranslation('orders');
  const title = initialOrder ? `${t('detail.title')} ${initialOrder.orderNo}` : t('title');
  return (
    <>
      <PageTitle title={title} />
      {orderId ? (
        <OrderDetail key={orderId} orderId={orderId} initialOrder={initialOrder} orderMissing={orderMissing} />
      ) : (
        <PurchaseList initialList={initialList} />
      )}
    </>
  );
};
PurchasePage.settings = settings;
export default PurchasePage;
