// A price in CNY (the base of every price) and, when the tenant uses another currency, the converted amount, in
// the page's language. Each amount is isolated (`<bdi>`) from the text around it.
import Typography from '@mui/material/Typography';
import type { ExchangeInfo } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY, convertFromCny, showsConversion } from '@/utils/currency';

export function PriceText({
  min,
  max,
  exchange,
  size = 'large',
}: {
  min: number;
  max: number;
  exchange: ExchangeInfo;
  size?: 'small' | 'large';
}) {
  const converted = showsConversion(exchange);
  const format = useFormat();
  return (
    <>
      <Typography
        component="p"
        variant={size === 'large' ? 'h5' : 'subtitle1'}
        sx={{ fontWeight: 700, color: 'primary.main', mt: size === 'large' ? 0 : 0.5 }}
        data-testid="price-cny"
      >
        <bdi>{format.moneyRange(min, max, BASE_CURRENCY)}</bdi>
      </Typography>
      {converted && (
        <Typography
          component="p"
          variant={size === 'large' ? 'body2' : 'caption'}
          color="text.secondary"
          data-testid="price-converted"
        >
          <bdi>
            ≈ {format.moneyRange(convertFromCny(min, exchange), convertFromCny(max, exchange), exchange.currency)}
          </bdi>
        </Typography>
      )}
    </>
  );
}
