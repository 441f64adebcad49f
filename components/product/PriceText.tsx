// A price in CNY (the base of every price) and, when the tenant uses another currency, the converted amount.
// Amounts read left to right even on a right-to-left page.
import Typography from '@mui/material/Typography';
import type { ExchangeInfo } from '@/contract';
import { BASE_CURRENCY, convertFromCny, displayCurrency, formatAmount } from '@/utils/currency';

/** "12.00 – 15.00", or one amount when there is no higher one. */
export function priceRange(min: number, max: number): string {
  return max > min ? `${formatAmount(min)} – ${formatAmount(max)}` : formatAmount(min);
}

/** Whether the tenant's currency differs from CNY and has a rate, so a converted amount is shown too. */
export function showsConversion(exchange: ExchangeInfo): boolean {
  return exchange.currency.toUpperCase() !== BASE_CURRENCY && exchange.cnyExchangeRate > 0;
}

export function PriceText({ min, max, exchange, size = 'large' }: {
  min: number;
  max: number;
  exchange: ExchangeInfo;
  size?: 'small' | 'large';
}) {
  const converted = showsConversion(exchange);
  return (
    <>
      <Typography
        component="p"
        variant={size === 'large' ? 'h5' : 'subtitle1'}
        sx={{ fontWeight: 700, color: 'primary.main', mt: size === 'large' ? 0 : 0.5 }}
        data-testid="price-cny"
      >
        <bdi dir="ltr">{BASE_CURRENCY} {priceRange(min, max)}</bdi>
      </Typography>
      {converted && (
        <Typography component="p" variant={size === 'large' ? 'body2' : 'caption'} color="text.secondary" data-testid="price-converted">
          <bdi dir="ltr">
            ≈ {displayCurrency(exchange.currency)} {priceRange(convertFromCny(min, exchange), convertFromCny(max, exchange))}
          </bdi>
        </Typography>
      )}
    </>
  );
}
