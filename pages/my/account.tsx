// /my/account: profile, preferred language, password, pay password, login email (components/account) and the delivery and
// billing address books (components/address). Login required:
// withPage answers 307 to login on the server; _app's RequireLogin navigates there if the session ends in the page.
import { useTranslation } from 'next-i18next/pages';
import AccountView from '@/components/account/AccountView';
import { loadAccountPage, type AccountPageProps } from '@/loaders/account';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `auth` for the shared password field and email-code button; `address` for the address book; `payments` for
  // the pay password block.
  namespaces: ['account', 'auth', 'address', 'payments'],
  breadcrumbs: [{ label: 'userMenu.account', href: '/my/account' }],
});

export const getServerSideProps = withPage(settings, loadAccountPage);

const AccountPage: PageWithSettings<AccountPageProps> = ({ initialProfile }) => {
  const { t } = useTranslation('account');
  return (
    <>
      <PageTitle title={t('title')} />
      <AccountView initialProfile={initialProfile} />
    </>
  );
};
AccountPage.settings = settings;
export default AccountPage;
