// An amount in CNY with the tenant's currency beside it ("CNY 1,234.00 ≈ USD 171.40" in English, "1 234,00 CNY ≈
// 171,40 USD" in French), for lines of text where PriceText's stacked block is too tall: pay dialog rows, order and
// ledger lists. Amounts come from the server; this only formats and converts for display. Each amount is isolated
// (`<bdi>`) so a right-to-left sentence around it keeps its own order.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTenant } from '@/stores/tenant';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY, convertFromCny, showsConversion } from '@/utils/currency';
import type { Formatter } from '@/utils/format';

/** "CNY 1,234.00" in the page's language; with `signed`, "+" for money coming in and "-" for money going out. */
export function cnyText(format: Formatter, amount: number, signed = false): string {
  return format.money(amount, BASE_CURRENCY, { signed });
}

export default function MoneyText({
  amount,
  signed = false,
  strong = false,
  sx,
  testId,
}: {
  /** CNY, as the server sent it. */
  amount: number;
  /** Show a + or − sign (ledger entries). */
  signed?: boolean;
  strong?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const { exchangeInfo } = useTenant();
  const format = useFormat();
  const converted = showsConversion(exchangeInfo);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75, ...sx }}
      data-testid={testId}
    >
      <Box component="bdi" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }} data-money="cny">
        {cnyText(format, amount, signed)}
      </Box>
      {converted && (
        <Box
          component="bdi"
          sx={{ color: 'text.secondary', fontSize: '0.85em', whiteSpace: 'nowrap' }}
          data-money="converted"
        >
          ≈ {format.money(Math.abs(convertFromCny(amount, exchangeInfo)), exchangeInfo.currency)}
        </Box>
      )}
    </Box>
  );
}
