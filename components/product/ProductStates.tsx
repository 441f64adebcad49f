// The product page when there is no product to show: a link we cannot open (one message on the page: what is
// wrong, the link itself and the marketplaces we buy from; no modal over it saying the same in other words), a
// product the source cannot find (with a way on to search), or trouble reaching the API (retry). Each keeps the
// shopper on a working page with the header and its search box. Plain elements and PlainButtons styled by
// static stylesheets: no style work when the page renders.
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import { SEARCH_OFF } from '@/components/search/results/resultsIconPaths';
import { CLOUD_OFF, LINK_OFF } from './productIconPaths';
import { errorText } from '@/utils/errorText';
import DeferredBoundary from './DeferredBoundary';
import styles from './ProductStates.module.css';

// Recently viewed comes from this browser's storage (the server renders nothing there): loaded after the page.
const WatchHistoryList = dynamic(() => import('@/components/search/WatchHistoryList'), { ssr: false });

function StateFrame({
  icon,
  title,
  text,
  children,
}: {
  icon: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <div className={styles.icon}>
        <PlainIcon d={icon} size="inherit" />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

export function ProductWrongLink({ link }: { link: string | null }) {
  const { t } = useTranslation(['product', 'search']);
  return (
    <StateFrame icon={LINK_OFF} title={t('wrongLink.title')} text={t('wrongLink.text')}>
      <div className={styles.linkBlock}>
        {link && (
          <p dir="ltr" data-testid="wrong-link" className={styles.link}>
            {link}
          </p>
        )}
        <p className={styles.supported}>{t('search:wrong-link.supported')}</p>
      </div>
      <PlainButton href="/">{t('backHome')}</PlainButton>
    </StateFrame>
  );
}

export function ProductNotFound({ keyword }: { keyword: string | null }) {
  const { t } = useTranslation('product');
  const searchHref = keyword ? `/product-search?${new URLSearchParams({ keyword }).toString()}` : '/product-search';
  return (
    <>
      <StateFrame icon={SEARCH_OFF} title={t('notFound.title')} text={t('notFound.text')}>
        <PlainButton href={searchHref}>
          {keyword ? t('notFound.searchKeyword', { keyword }) : t('notFound.search')}
        </PlainButton>
        <PlainButton href="/" variant="outlined">
          {t('backHome')}
        </PlainButton>
      </StateFrame>
      <DeferredBoundary name="watch history">
        <WatchHistoryList variant="cards" limit={12} />
      </DeferredBoundary>
    </>
  );
}

export function ProductLoadError({ code }: { code: string }) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const text = errorText(t, {
    kind: code === 'TIMEOUT' ? 'timeout' : code === 'NETWORK_ERROR' ? 'network' : 'http',
    status: 503,
    code,
  });
  return (
    <StateFrame icon={CLOUD_OFF} title={t('loadError.title')} text={text}>
      <PlainButton
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void router.replace(router.asPath).finally(() => setBusy(false));
        }}
      >
        {t('loadError.retry')}
      </PlainButton>
    </StateFrame>
  );
}
