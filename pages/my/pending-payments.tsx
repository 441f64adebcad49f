// /my/pending-payments (batch payment): every unpaid purchase order and transit fee, paid one by one or several at
// once from the balance (components/payments). Login required: withPage answers 307 to login on the server;
// _app's RequireLogin navigates there if the session ends in the page.
import { useTranslation } from 'next-i18next/pages';
import PendingPaymentsView from '@/components/payments/PendingPaymentsView';
import { loadPendingPaymentsPage, type PendingPaymentsPageProps } from '@/loaders/pendingPayments';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `auth` for the pay dialog's email-code field; `orders` for order states in refusals.
  namespaces: ['payments', 'auth', 'orders'],
  breadcrumbs: [{ label: 'userMenu.pendingPayments', href: '/my/pending-payments' }],
});

export const getServerSideProps = withPage(settings, loadPendingPaymentsPage);

const PendingPaymentsPage: PageWithSettings<PendingPaymentsPageProps> = ({ initialUnpaid }) => {
  const { t } = useTranslation('payments');
  return (
    <>
      <PageTitle title={t('title')} />
      <PendingPaymentsView initialUnpaid={initialUnpaid} />
    </>
  );
};
PendingPaymentsPage.settings = settings;
export default PendingPaymentsPage;
