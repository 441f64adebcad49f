// The tenant's logo linking home (max 260 px wide); the tenant name stands in when there is no logo.
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import { useTenant } from '@/stores/tenant';
import { LOGO_MAX_WIDTH_PX } from './layoutConstants';

export default function Logo({ maxHeight = 48 }: { maxHeight?: number }) {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  return (
    <Box
      component={NextLink}
      href="/"
      aria-label={t('header.home', { name: tenant.name })}
      sx={{
        display: 'inline-flex', alignItems: 'center', maxWidth: { xs: 150, sm: LOGO_MAX_WIDTH_PX }, minWidth: 0,
        // The logo's height is known before it loads; without it the header grew 8 px when the image arrived and
        // pushed the whole page down (layout shift 0.12 on the home page).
        minHeight: tenant.logoImage ? maxHeight : undefined,
        color: 'text.primary', textDecoration: 'none',
      }}
    >
      {tenant.logoImage ? (
        // A plain img: logos come in any aspect ratio and may live on the tenant's own host, which next/image
        // would have to allow-list. They are small and shown once, above the fold.
        <Box
          component="img"
          src={tenant.logoImage}
          alt={tenant.name}
          fetchPriority="high"
          sx={(theme) => ({
            display: 'block', maxWidth: '100%', maxHeight, width: 'auto', height: 'auto', objectFit: 'contain',
            // Tenant logos are drawn for a white header (the Lao one is dark grey text): on the dark scheme they
            // sit on a light plate instead of vanishing into the dark header.
            ...(theme.palette.mode === 'dark'
              ? { boxSizing: 'border-box', bgcolor: 'grey.100', borderRadius: 1, px: 0.75, py: 0.25 }
              : {}),
          })}
        />
      ) : (
        <Box component="span" sx={{ fontWeight: 800, fontSize: 20, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {tenant.name}
        </Box>
      )}
    </Box>
  );
}
