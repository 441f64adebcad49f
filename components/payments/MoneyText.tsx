// An amount in CNY with the tenant's currency beside it ("CNY 1,234.00 ≈ USD 171.40" in English, "1 234,00 CNY ≈
// 171,40 USD" in French), for lines of text where PriceText's stacked block is too tall: pay dialog rows, order and
// ledger lists. Amounts come from the server; this only formats and converts for display. Each amount is isolated
// (`<bdi>`) so a right-to-left sentence around it keeps its own order. Plain elements styled by a stylesheet (the
// cart shows it on its first screen); a caller places or stacks it with `className` or `style`.
import type { CSSProperties } from 'react';
import { useTenant } from '@/stores/tenant';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY, convertFromCny, showsConversion } from '@/utils/currency';
import type { Formatter } from '@/utils/format';
import styles from './MoneyText.module.css';

/** "CNY 1,234.00" in the page's language; with `signed`, "+" for money coming in and "-" for money going out. */
export function cnyText(format: Formatter, amount: number, signed = false): string {
  return format.money(amount, BASE_CURRENCY, { signed });
}

export default function MoneyText({
  amount,
  signed = false,
  strong = false,
  className,
  style,
  testId,
}: {
  /** CNY, as the server sent it. */
  amount: number;
  /** Show a + or − sign (ledger entries). */
  signed?: boolean;
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const { exchangeInfo } = useTenant();
  const format = useFormat();
  const converted = showsConversion(exchangeInfo);
  return (
    <span className={className ? `${styles.money} ${className}` : styles.money} style={style} data-testid={testId}>
      <bdi className={strong ? styles.strong : styles.cny} data-money="cny">
        {cnyText(format, amount, signed)}
      </bdi>
      {converted && (
        <bdi className={styles.converted} data-money="converted">
          ≈ {format.money(Math.abs(convertFromCny(amount, exchangeInfo)), exchangeInfo.currency)}
        </bdi>
      )}
    </span>
  );
}
