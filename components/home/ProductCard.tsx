// A product on the home page: image, title (two lines at most), price in CNY and in the tenant's currency.
// The card links to /product?url=<encrypted link>, the same address the search box produces.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { BASE_CURRENCY, convertFromCny, displayCurrency, formatAmount } from '@/utils/currency';
import ProductCardView from '@/components/product/ProductCardView';
import { accentText } from './accentText';

function priceText(min: number, max: number | null | undefined): string {
  return max != null && max > min ? `${formatAmount(min)} – ${formatAmount(max)}` : formatAmount(min);
}

export default function ProductCard({ product, href, exchange }: {
  product: ProductCardData;
  /** Null when the link cannot be encrypted (no key configured): the card then shows without a link. */
  href: string | null;
  exchange: ExchangeInfo;
}) {
  const { t } = useTranslation('home');
  const converted = exchange.currency.toUpperCase() !== BASE_CURRENCY && exchange.cnyExchangeRate > 0;

  return (
    <ProductCardView coverImage={product.coverImage} title={product.title} clampTitle href={href}>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ mt: 0.5, fontWeight: 700, color: accentText, fontSize: { xs: '0.9rem', sm: '1rem' }, lineHeight: 1.4 }}
      >
        {/* Amounts read left to right even on a right-to-left page. */}
        <bdi dir="ltr">{BASE_CURRENCY} {priceText(product.price, product.maxPrice)}</bdi>
      </Typography>
      {converted && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">
            ≈ {displayCurrency(exchange.currency)}{' '}
            {priceText(convertFromCny(product.price, exchange),
              product.maxPrice != null ? convertFromCny(product.maxPrice, exchange) : null)}
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
