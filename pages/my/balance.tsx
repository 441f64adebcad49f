// /my/balance: balance and frozen amount, money in and out over a range, the ledger, deposit and withdrawal
// requests, refunds, and topping up or withdrawing (components/balance). Login required: withPage answers 307 to
// login on the server; _app's RequireLogin navigates there if the session ends in the page.
import { useTranslation } from 'next-i18next/pages';
import BalanceView from '@/components/balance/BalanceView';
import { loadBalancePage, type BalancePageProps } from '@/loaders/balance';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `payments` for the pay password and money refusals.
  namespaces: ['balance', 'payments'],
  breadcrumbs: [{ label: 'userMenu.balance', href: '/my/balance' }],
});

export const getServerSideProps = withPage(settings, loadBalancePage);

const BalancePage: PageWithSettings<BalancePageProps> = ({ initialAccount, initialTransactions }) => {
  const { t } = useTranslation('balance');
  return (
    <>
      <PageTitle title={t('title')} />
      <BalanceView initialAccount={initialAccount} initialTransactions={initialTransactions} />
    </>
  );
};
BalancePage.settings = settings;
export default BalancePage;
