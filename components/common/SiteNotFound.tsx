// Shown (status 404) when the request's host belongs to no tenant. No header or footer: there is no tenant to
// brand them with. Deliberately no link or redirect anywhere, so a misconfigured host can never loop.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useSyncExternalStore } from 'react';
import PageTitle from './PageTitle';
import { withMuiScope } from '@/theme/MuiScope';

const noSubscription = () => () => undefined;

function SiteNotFound() {
  const { t } = useTranslation('common');
  // The address is shown only in the browser (the server renders without it, so hydration matches).
  const host = useSyncExternalStore(
    noSubscription,
    () => window.location.host,
    () => null,
  );
  const title = t('siteNotFound.title');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3, textAlign: 'center' }}
    >
      <PageTitle title={title} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ fontSize: 64, fontWeight: 700, color: 'text.disabled' }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }} data-testid="site-not-found">
          {title}
        </Typography>
        <Typography color="textSecondary">{t('siteNotFound.description')}</Typography>
        {host && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2, fontFamily: 'monospace' }}>
            {host}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default withMuiScope(SiteNotFound);
