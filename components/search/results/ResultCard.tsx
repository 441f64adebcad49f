// One search result: image, title cut to a display weight (CJK counts double), price in CNY and in the
// tenant's currency, sales and shop. Links to the product page when an address could be built.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard } from '@/contract';
import ProductCardView from '@/components/product/ProductCardView';
import { truncateByWeight } from '@/utils/textWeight';
import { PriceText } from '@/components/product/PriceText';

/** Two lines of a 240 px card hold about this much Latin text. */
export const RESULT_TITLE_WEIGHT = 56;

export default function ResultCard({ product, href, exchange }: {
  product: ProductCard;
  href: string | null;
  exchange: ExchangeInfo;
}) {
  const { t } = useTranslation('search');
  return (
    <ProductCardView
      coverImage={product.coverImage}
      title={product.title}
      shownTitle={truncateByWeight(product.title, RESULT_TITLE_WEIGHT)}
      href={href}
      testId="result-card"
    >
      <PriceText min={product.price} max={product.maxPrice ?? product.price} exchange={exchange} size="small" />
      <Typography variant="caption" component="p" color="text.secondary" noWrap>
        {t('results.sales', { count: product.sales })}
      </Typography>
      {product.shopName && (
        <Typography variant="caption" component="p" color="text.secondary" noWrap title={product.shopName}>
          {product.shopName}
        </Typography>
      )}
    </ProductCardView>
  );
}
