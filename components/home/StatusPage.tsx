// The branded page for 404, 500 and other errors. The site's 404 renders in the tenant's layout; Next's error page
// (_error.tsx: a server error, a 404 Next answers itself) may render without a tenant, so every tenant detail is
// optional; the `common` texts always come with the page (_error.tsx loads them itself). The way out is always a plain link home. Plain elements on a
// static stylesheet: a mistyped address costs the shopper no MUI or Emotion before they can go home.
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useOptionalTenant } from '@/stores/tenant';
import PageTitle from '@/components/common/PageTitle';
import PlainButton from '@/components/common/PlainButton';
import screen from '@/components/common/statusScreen.module.css';
import styles from './StatusPage.module.css';

type Kind = 'notFound' | 'serverError' | 'error';

export function kindForStatus(status: number | undefined): Kind {
  if (status === 404) return 'notFound';
  if (status !== undefined && status >= 500) return 'serverError';
  return 'error';
}

export default function StatusPage({ status }: { status?: number }) {
  const { t } = useTranslation('common');
  const tenant = useOptionalTenant();
  const kind = kindForStatus(status);
  const title = t(`pages.${kind}.title`);
  const description = t(`pages.${kind}.description`);
  // With a tenant the page sits in the layout's <main>; without one it is the whole document.
  const Root = tenant ? 'div' : 'main';

  return (
    <Root className={[screen.screen, styles.page, !tenant && styles.bare].filter(Boolean).join(' ')}>
      <PageTitle title={title} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={screen.content}>
        {!tenant && <p className={styles.storefront}>{t('pages.storefront')}</p>}
        {status !== undefined && (
          <p aria-hidden className={`${screen.code} ${styles.status}`}>
            {status}
          </p>
        )}
        <h1 className={`${screen.title} ${styles.title}`}>{title}</h1>
        <p className={screen.description}>{description}</p>
        {/* The home page loads its tenant through withPage, so this works even when this page has none. */}
        <PlainButton href="/" className={styles.home}>
          {t('pages.backHome')}
        </PlainButton>
      </div>
    </Root>
  );
}
