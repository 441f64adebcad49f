// A product on the home page: image, title (two lines at most), price in CNY and in the tenant's currency.
// The card links to /product?url=<encrypted link>, the same address the search box produces. Its lines are styled
// by a static stylesheet, and the section does the shared work (translation, exchange display) once for all cards.
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { BASE_CURRENCY, convertFromCny, showsConversion } from '@/utils/currency';
import { useFormat } from '@/components/common/useFormat';
import ProductCardView from '@/components/product/ProductCardView';
import styles from './ProductCard.module.css';

export default function ProductCard({
  product,
  href,
  exchange,
  salesText,
}: {
  product: ProductCardData;
  /** Null when the link cannot be encrypted (no key configured): the card then shows without a link. */
  href: string | null;
  exchange: ExchangeInfo;
  /** "123 sold", or null to show no sales line. */
  salesText: string | null;
}) {
  const maxPrice = product.maxPrice ?? product.price;
  const format = useFormat();

  return (
    <ProductCardView coverImage={product.coverImage} title={product.title} clampTitle href={href}>
      <p className={styles.price}>
        {/* Isolated, so an amount keeps the order its language writes it in on a right-to-left page. */}
        <bdi>{format.moneyRange(product.price, maxPrice, BASE_CURRENCY)}</bdi>
      </p>
      {showsConversion(exchange) && (
        <p className={styles.secondary}>
          <bdi>
            ≈{' '}
            {format.moneyRange(
              convertFromCny(product.price, exchange),
              convertFromCny(maxPrice, exchange),
              exchange.currency,
            )}
          </bdi>
        </p>
      )}
      {salesText && <p className={styles.secondary}>{salesText}</p>}
    </ProductCardView>
  );
}
