// /auth/login?redirectUrl=…&refrom=…&tab=signup|forgot: log in, sign up or reset a password (components/auth).
// A shopper who is already logged in goes straight on (loaders/login.ts).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import AuthView, { parseTab } from '@/components/auth/AuthView';
import { firstValue } from '@/utils/request';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { loadLoginPage, type LoginPageProps } from '@/loaders/login';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores/tenant';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({ namespaces: ['auth'], showSearchInput: false, showFooter: true });

export const getServerSideProps = withPage(settings, loadLoginPage);

const LoginPage: PageWithSettings<LoginPageProps> = ({ sideImage }) => {
  const { t } = useTranslation('auth');
  const tenant = useTenant();
  const { query } = useRouter();
  return (
    <>
      <PageTitle title={t('title')} />
      <AuthView
        initialTab={parseTab(firstValue(query.tab))}
        target={{ redirectUrl: firstValue(query.redirectUrl), refrom: firstValue(query.refrom) }}
        siteName={tenant.name}
        sideImage={sideImage}
      />
    </>
  );
};
LoginPage.settings = settings;
export default LoginPage;
