// A titled grid of product cards: two per row on a 390 px phone, up to six on a wide screen.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import ProductCard from './ProductCard';

export default function ProductGroupSection({ title, products, exchange, hrefFor }: {
  title: string;
  products: ProductCardData[];
  exchange: ExchangeInfo;
  hrefFor: (productUrl: string) => string | null;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>{title}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {products.map((product) => (
          <li key={`${product.platform}-${product.productId}`}>
            <ProductCard product={product} exchange={exchange} href={hrefFor(product.productUrl)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
