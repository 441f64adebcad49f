// The product page when there is no product to show: a link we cannot open (one message on the page: what is
// wrong, the link itself and the marketplaces we buy from; no modal over it saying the same in other words), a
// product the source cannot find (with a way on to search), or trouble reaching the API (retry). Each keeps the
// shopper on a working page with the header and its search box.
import { useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'next-i18next/pages';
import WatchHistoryList from '@/components/search/WatchHistoryList';
import { errorText } from '@/utils/errorText';
import DeferredBoundary from './DeferredBoundary';

function StateFrame({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ py: 6, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>{children}</Box>
    </Box>
  );
}

export function ProductWrongLink({ link }: { link: string | null }) {
  const { t } = useTranslation(['product', 'search']);
  return (
    <StateFrame icon={<LinkOffIcon />} title={t('wrongLink.title')} text={t('wrongLink.text')}>
      <Box sx={{ flexBasis: '100%' }}>
        {link && (
          <Typography
            dir="ltr"
            data-testid="wrong-link"
            sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}
          >
            {link}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('search:wrong-link.supported')}
        </Typography>
      </Box>
      <Button component={NextLink} href="/" variant="contained">
        {t('backHome')}
      </Button>
    </StateFrame>
  );
}

export function ProductNotFound({ keyword }: { keyword: string | null }) {
  const { t } = useTranslation('product');
  const searchHref = keyword ? `/product-search?${new URLSearchParams({ keyword }).toString()}` : '/product-search';
  return (
    <>
      <StateFrame icon={<SearchOffIcon />} title={t('notFound.title')} text={t('notFound.text')}>
        <Button component={NextLink} href={searchHref} variant="contained">
          {keyword ? t('notFound.searchKeyword', { keyword }) : t('notFound.search')}
        </Button>
        <Button component={NextLink} href="/" variant="outlined">
          {t('backHome')}
        </Button>
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
    <StateFrame icon={<CloudOffIcon />} title={t('loadError.title')} text={text}>
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void router.replace(router.asPath).finally(() => setBusy(false));
        }}
      >
        {t('loadError.retry')}
      </Button>
    </StateFrame>
  );
}
