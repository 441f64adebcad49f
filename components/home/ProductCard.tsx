// A product on the home page: image, title (two lines at most), price in CNY and in the tenant's currency.
// The card links to /product?url=<encrypted link>, the same address the search box produces.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { BASE_CURRENCY, convertFromCny, displayCurrency } from '@/utils/currency';
import { priceRange, showsConversion } from '@/components/product/PriceText';
import ProductCardView from '@/components/product/ProductCardView';
import { accentText } from './accentText';

export default function ProductCard({ product, href, exchange }: {
  product: ProductCardData;
  /** Null when the link cannot be encrypted (no key configured): the card then shows without a link. */
  href: string | null;
  exchange: ExchangeInfo;
}) {
  const { t } = useTranslation('home');
  const maxPrice = product.maxPrice ?? product.price;

  return (
    <ProductCardView coverImage={product.coverImage} title={product.title} clampTitle href={href}>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ mt: 0.5, fontWeight: 700, color: accentText, fontSize: { xs: '0.9rem', sm: '1rem' }, lineHeight: 1.4 }}
      >
        {/* Amounts read left to right even on a right-to-left page. */}
        <bdi dir="ltr">{BASE_CURRENCY} {priceRange(product.price, maxPrice)}</bdi>
      </Typography>
      {showsConversion(exchange) && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">
            ≈ {displayCurrency(exchange.currency)}{' '}
            {priceRange(convertFromCny(product.price, exchange), convertFromCny(maxPrice, exchange))}
          </bdi>
        </Typography>
      )}
      {product.sales > 0 && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('product.sales', { count: product.sales })}
        </Typography>
      )}
    </ProductCardView>
  );
}
