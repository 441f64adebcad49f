// A titled grid of product cards: two per row on a 390 px phone, up to six on a wide screen. The section translates
// once for all its cards (each useTranslation call costs a copy of the i18next instance on the server), and its
// style, including every card line's, is worked out once per theme: the cards' lines are plain elements with
// class names, not a Typography with its own styles each.
import { useId } from 'react';
import NextLink from 'next/link';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { stylesPerTheme } from '@/theme/stylesPerTheme';
import { accentText } from './accentText';
import ProductCard, { CARD_LINE } from './ProductCard';

const TITLE = 'ProductGroup-title';
const HEAD = 'ProductGroup-head';
const MORE = 'ProductGroup-more';
const GRID = 'ProductGroup-grid';

const Section = styled('section')(
  stylesPerTheme((theme) => ({
    [`& .${HEAD}`]: {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      marginBottom: theme.spacing(1.5),
    },
    [`& .${TITLE}`]: { ...theme.typography.h6, margin: 0, fontWeight: 700 },
    [`& .${MORE}`]: {
      ...theme.typography.body2,
      flexShrink: 0,
      color: theme.palette.primary.main,
      fontWeight: 600,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`& .${GRID}`]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: theme.spacing(1),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      [theme.breakpoints.up('sm')]: { gap: theme.spacing(2), gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
    [`& .${CARD_LINE.price}`]: {
      ...theme.typography.subtitle1,
      margin: 0,
      marginTop: theme.spacing(0.5),
      fontWeight: 700,
      color: accentText(theme),
      fontSize: '0.9rem',
      lineHeight: 1.4,
      [theme.breakpoints.up('sm')]: { fontSize: '1rem' },
    },
    [`& .${CARD_LINE.secondary}`]: { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  })),
);

export default function ProductGroupSection({
  title,
  products,
  exchange,
  hrefFor,
  moreHref,
}: {
  title: string;
  products: ProductCardData[];
  exchange: ExchangeInfo;
  hrefFor: (productUrl: string) => string | null;
  /** The page listing all of the group's products (a collection), when there is one. */
  moreHref?: string;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <div className={HEAD}>
        <h2 id={headingId} className={TITLE}>
          {title}
        </h2>
        {moreHref && (
          <NextLink href={moreHref} className={MORE} aria-describedby={headingId}>
            {t('sections.seeAll')}
          </NextLink>
        )}
      </div>
      <ul className={GRID}>
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
      </ul>
    </Section>
  );
}
