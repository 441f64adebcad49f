// A product on the home page: image, title (two lines at most), price in CNY and in the tenant's currency.
// The card links to /product?url=<encrypted link>, the same address the search box produces. It holds no hooks and
// its styles are module constants: a home page renders dozens of cards, and the section does the shared work once
// (translation, exchange display).
import Typography from '@mui/material/Typography';
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { BASE_CURRENCY, convertFromCny, displayCurrency } from '@/utils/currency';
import { priceRange, showsConversion } from '@/components/product/PriceText';
import ProductCardView from '@/components/product/ProductCardView';
import { accentText } from './accentText';

const priceSx = { mt: 0.5, fontWeight: 700, color: accentText, fontSize: { xs: '0.9rem', sm: '1rem' }, lineHeight: 1.4 } as const;
const secondarySx = { color: 'text.secondary' } as const;

export default function ProductCard({ product, href, exchange, salesText }: {
  product: ProductCardData;
  /** Null when the link cannot be encrypted (no key configured): the card then shows without a link. */
  href: string | null;
  exchange: ExchangeInfo;
  /** "123 sold", or null to show no sales line. */
  salesText: string | null;
}) {
  const maxPrice = product.maxPrice ?? product.price;

  return (
    <ProductCardView coverImage={product.coverImage} title={product.title} clampTitle href={href}>
      <Typography variant="subtitle1" component="p" sx={priceSx}>
        {/* Amounts read left to right even on a right-to-left page. */}
        <bdi dir="ltr">{BASE_CURRENCY} {priceRange(product.price, maxPrice)}</bdi>
      </Typography>
      {showsConversion(exchange) && (
        <Typography variant="caption" component="p" sx={secondarySx}>
          <bdi dir="ltr">
            ≈ {displayCurrency(exchange.currency)}{' '}
            {priceRange(convertFromCny(product.price, exchange), convertFromCny(maxPrice, exchange))}
          </bdi>
        </Typography>
      )}
      {salesText && (
        <Typography variant="caption" component="p" sx={secondarySx}>
          {salesText}
        </Typography>
      )}
    </ProductCardView>
  );
}
