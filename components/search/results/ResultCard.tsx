// One search result, an item of the results' list: image, title cut to a display weight (CJK counts double), price
// in CNY and in the tenant's currency, sales and shop. Links to the product page when an address could be built.
// A page holds twenty of these, so a card is plain elements styled by static stylesheets (the cards' shared
// ProductCard.module.css and this card's lines), and the texts come from the list (one translation lookup per list,
// not one translation hook per card).
import type { ExchangeInfo } from '@/contract';
import type { ResultCardData } from './shownResult';
import { CardCover, CardLinkArea } from '@/components/product/CardParts';
import { PriceText } from '@/components/product/PriceText';
import { truncateByWeight } from '@/components/search/results/textWeight';
import cardStyles from '@/components/product/ProductCard.module.css';
import styles from './ResultCard.module.css';

/** Two lines of a 240 px card hold about this much Latin text. */
export const RESULT_TITLE_WEIGHT = 56;

export default function ResultCard({
  product,
  href,
  exchange,
  salesText,
  eager = false,
}: {
  product: ResultCardData;
  href: string | null;
  exchange: ExchangeInfo;
  /** "Sold: 321", translated by the list. */
  salesText: string;
  /** One of the first cards: its cover loads at once, with high priority. */
  eager?: boolean;
}) {
  const max = product.maxPrice ?? product.price;
  const body = (
    <>
      <CardCover src={product.coverImage} eager={eager} />
      <div className={cardStyles.body}>
        {/* h2: the results sit right under the page's h1. */}
        <h2 className={cardStyles.title} title={product.title}>
          {truncateByWeight(product.title, RESULT_TITLE_WEIGHT)}
        </h2>
        <PriceText min={product.price} max={max} exchange={exchange} size="small" />
        <p className={styles.caption}>{salesText}</p>
        {product.shopName && (
          // A shop name keeps its own direction: one in Latin letters on a right-to-left page is cut at its end,
          // not its start.
          <p className={`${styles.caption} ${styles.shop}`} title={product.shopName} dir="auto">
            {product.shopName}
          </p>
        )}
      </div>
    </>
  );
  // The list item is the card itself: a wrapper around it would draw nothing.
  return (
    <li className={cardStyles.card} data-testid="result-card">
      <CardLinkArea href={href}>{body}</CardLinkArea>
    </li>
  );
}
