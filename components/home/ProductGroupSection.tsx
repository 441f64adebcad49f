// A titled grid of product cards: two per row on a 390 px phone, up to six on a wide screen. The section translates
// once for all its cards (each useTranslation call costs a copy of the i18next instance on the server); its look is
// a static stylesheet, so the section and its cards cost no style work when the page renders or hydrates.
import { useId } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import ProductCard from './ProductCard';
import styles from './ProductGroupSection.module.css';

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
    <section aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {moreHref && (
          <NextLink href={moreHref} className={styles.more} aria-describedby={headingId}>
            {t('sections.seeAll')}
          </NextLink>
        )}
      </div>
      <ul className={styles.grid}>
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
    </section>
  );
}
