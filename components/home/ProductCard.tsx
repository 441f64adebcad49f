// A product on the home page: image, title (two lines at most), price in CNY and in the tenant's currency.
// The card links to /product?url=<encrypted link>, the same address the search box produces. Its lines are styled
// by a static stylesheet, and the section does the shared work (translation, exchange display) once for all cards.
import type { ExchangeInfo, ProductCard as ProductCardData } from '@/contract';
import { PriceText } from '@/components/product/PriceText';
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

  return (
    <ProductCardView coverImage={product.coverImage} title={product.title} clampTitle href={href}>
      <PriceText min={product.price} max={maxPrice} exchange={exchange} size="small" />
      {salesText && <p className={styles.secondary}>{salesText}</p>}
    </ProductCardView>
  );
}
