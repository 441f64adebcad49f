// A price in CNY (the base of every price) and, when the tenant uses another currency, the converted amount, in
// the page's language. Each amount is isolated (`<bdi>`) from the text around it. Plain paragraphs styled by a
// static stylesheet: no style work when the page renders.
import type { ExchangeInfo } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY, convertFromCny, showsConversion } from '@/utils/currency';
import styles from './PriceText.module.css';

export function PriceText({
  min,
  max,
  exchange,
  size = 'large',
}: {
  min: number;
  max: number;
  exchange: ExchangeInfo;
  /** large on the product page; small in a cart line and under a product card's title. */
  size?: 'small' | 'large';
}) {
  const converted = showsConversion(exchange);
  const format = useFormat();
  const large = size === 'large';
  return (
    <>
      <p className={large ? styles.cnyLarge : styles.cnySmall} data-testid="price-cny">
        <bdi>{format.moneyRange(min, max, BASE_CURRENCY)}</bdi>
      </p>
      {converted && (
        <p className={large ? styles.convertedLarge : styles.convertedSmall} data-testid="price-converted">
          <bdi>
            ≈ {format.moneyRange(convertFromCny(min, exchange), convertFromCny(max, exchange), exchange.currency)}
          </bdi>
        </p>
      )}
    </>
  );
}
