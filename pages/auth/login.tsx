// /auth/login?redirectUrl=…&refrom=…&tab=signup|forgot: log in, sign up or reset a password (components/auth).
// A shopper who is already logged in goes straight on to where the login would have sent them.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import AuthView, { parseTab } from '@/components/auth/AuthView';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import { withPage } from '@/services/server/withPage';
import { loginRedirectTarget } from '@/stores/loginRedirect';
import { useTenant } from '@/stores/tenant';

export const settings = definePage({ namespaces: ['auth'], showSearchInput: false, showFooter: true });

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const getServerSideProps = withPage(settings, (ctx, { session }) => {
  if (session.loggedIn) {
    const origin = `http://${ctx.req.headers.host ?? 'localhost'}`;
    const destination = loginRedirectTarget(
      { redirectUrl: first(ctx.query.redirectUrl), refrom: first(ctx.query.refrom) },
      session.profile?.email ?? '',
      origin,
    );
    return { redirect: { destination, statusCode: 307 } };
  }
  return { props: {} };
});

const LoginPage: PageWithSettings = () => {
  const { t } = useTranslation('auth');
  const tenant = useTenant();
  const { query } = useRouter();
  return (
    <>
      <Head><title>{`${tenant.name} - ${t('title')}`}</title></Head>
      <AuthView
        initialTab={parseTab(first(query.tab))}
        target={{ redirectUrl: first(query.redirectUrl), refrom: first(query.refrom) }}
        siteName={tenant.name}
      />
    </>
  );
};
LoginPage.settings = settings;
export default LoginPage;
