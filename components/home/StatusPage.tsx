// The branded page for 404, 500 and other errors. These pages may render without a tenant (a direct hit on an
// unknown address, a crash before the tenant loaded), so every tenant detail is optional; the `common` texts always
// come with the page (_error.tsx loads them itself). The way out is always a plain link home.
import Head from 'next/head';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useOptionalTenant } from '@/stores/tenant';
import PageTitle from '@/components/common/PageTitle';
import { accentText } from './accentText';

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
  const home = t('pages.backHome');

  return (
    <Box
      component={tenant ? 'div' : 'main'}
      sx={{
        minHeight: tenant ? '55vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 6,
        textAlign: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <PageTitle title={title} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Box sx={{ maxWidth: 520 }}>
        {!tenant && (
          <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 2 }}>
            {t('pages.storefront')}
          </Typography>
        )}
        {status !== undefined && (
          <Typography
            component="p"
            aria-hidden
            sx={{ fontSize: { xs: 64, sm: 88 }, fontWeight: 800, lineHeight: 1, color: accentText }}
          >
            {status}
          </Typography>
        )}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        {/* The home page loads its tenant through withPage, so this works even when this page has none. */}
        <Button component={NextLink} href="/" nativeButton={false} variant="contained" sx={{ mt: 4 }}>
          {home}
        </Button>
      </Box>
    </Box>
  );
}
