// The top of the product page: marketplace badge, sales, title and shop (with its other products). Memoised: it
// depends on the product alone, so choosing a variant or adding to the cart does not render it again.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/contract';
import { shopListHref } from '@/components/search/results/searchState';

function ProductHeading({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { t: ts } = useTranslation('search');
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          label={ts(`platform.${product.platform}`)}
          data-testid="platform-badge"
        />
        {product.sales > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('sales', { count: product.sales })}
          </Typography>
        )}
      </Box>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {product.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('shop')}{' '}
        {product.shop.website ? (
          <Link href={product.shop.website} target="_blank" rel="noopener noreferrer nofollow">
            <bdi>{product.shop.name}</bdi>
          </Link>
        ) : (
          <bdi>{product.shop.name}</bdi>
        )}
        {product.shop.id && (
          <>
            {' · '}
            <Link component={NextLink} href={shopListHref(product.shop.id, product.shop.name)}>
              {ts('results.shopTitleUnnamed')}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}

export default memo(ProductHeading);
