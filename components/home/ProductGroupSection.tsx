// A titled grid of product cards: two per row on a 390 px phone, up to six on a wide screen. The section translates
// once for all its cards (each useTranslation call costs a copy of the i18next instance on the server).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import ProductCard from './ProductCard';

const titleSx = { fontWeight: 700, mb: 1.5 } as const;
const gridSx = {
  listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
} as const;

export default function ProductGroupSection({ title, products, exchange, hrefFor }: {
  title: string;
  products: ProductCardData[];
  exchange: ExchangeInfo;
  hrefFor: (productUrl: string) => string | null;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={titleSx}>{title}</Typography>
      <Box component="ul" sx={gridSx}>
        {products.map((product) => (
          <li key={`${product.platform}-${product.productId}`}>
            <ProductCard
              product={product}
              exchange={exchange}
              href={hrefFor(product.productUrl)}
              salesText={product.sales > 0 ? t('product.sales', { count: product.sales }) : null}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
