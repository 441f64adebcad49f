// Shown (status 404) when the request's host belongs to no tenant. No header or footer: there is no tenant to
// brand them with. Deliberately no link or redirect anywhere, so a misconfigured host can never loop.
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useSyncExternalStore } from 'react';
import PageTitle from './PageTitle';
import screen from './statusScreen.module.css';
import styles from './SiteNotFound.module.css';

const noSubscription = () => () => undefined;

export default function SiteNotFound() {
  const { t } = useTranslation('common');
  // The address is shown only in the browser (the server renders without it, so hydration matches).
  const host = useSyncExternalStore(
    noSubscription,
    () => window.location.host,
    () => null,
  );
  const title = t('siteNotFound.title');
  return (
    <main className={`${screen.screen} ${styles.page}`}>
      <PageTitle title={title} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={screen.content}>
        <p aria-hidden className={`${screen.code} ${styles.status}`}>
          404
        </p>
        <h1 className={screen.title} data-testid="site-not-found">
          {title}
        </h1>
        <p className={screen.description}>{t('siteNotFound.description')}</p>
        {host && <p className={styles.host}>{host}</p>}
      </div>
    </main>
  );
}
