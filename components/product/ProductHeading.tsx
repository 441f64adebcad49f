// The top of the product page: marketplace badge, sales, title and shop (with its other products). Memoised: it
// depends on the product alone, so choosing a variant or adding to the cart does not render it again. Plain
// elements styled by a static stylesheet: no style work when the page renders.
import { memo } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/contract';
import { shopListHref } from '@/components/search/results/listHref';
import styles from './ProductHeading.module.css';

function ProductHeading({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { t: ts } = useTranslation('search');
  return (
    <div>
      <div className={styles.badges}>
        <span className={styles.platform} data-testid="platform-badge">
          {ts(`platform.${product.platform}`)}
        </span>
        {product.sales > 0 && <span className={styles.sales}>{t('sales', { count: product.sales })}</span>}
      </div>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.shop}>
        {t('shop')}{' '}
        {product.shop.website ? (
          <a className={styles.link} href={product.shop.website} target="_blank" rel="noopener noreferrer nofollow">
            <bdi>{product.shop.name}</bdi>
          </a>
        ) : (
          <bdi>{product.shop.name}</bdi>
        )}
        {product.shop.id && (
          <>
            {' · '}
            <NextLink className={styles.link} href={shopListHref(product.shop.id, product.shop.name)}>
              {ts('results.shopTitleUnnamed')}
            </NextLink>
          </>
        )}
      </p>
    </div>
  );
}

export default memo(ProductHeading);
