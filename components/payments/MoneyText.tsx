// An amount in CNY with the tenant's currency beside it ("CNY 1,234.00 ≈ USD 171.40"), for lines of text where
// PriceText's stacked block is too tall: pay dialog rows, order and ledger lists. Amounts come from the server;
// this only formats and converts for display. Reads left to right even on a right-to-left page.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { showsConversion } from '@/components/product/PriceText';
import { useTenant } from '@/stores/tenant';
import { BASE_CURRENCY, convertFromCny, displayCurrency, formatAmount } from '@/utils/currency';

/** "CNY 1,234.00", or "−CNY 5.00" for money going out when `signed`. */
export function cnyText(amount: number, signed = false): string {
  const sign = signed && amount > 0 ? '+' : signed && amount < 0 ? '−' : amount < 0 ? '−' : '';
  return `${sign}${BASE_CURRENCY} ${formatAmount(Math.abs(amount))}`;
}

export default function MoneyText({ amount, signed = false, strong = false, sx, testId }: {
  /** CNY, as the server sent it. */
  amount: number;
  /** Show a + or − sign (ledger entries). */
  signed?: boolean;
  strong?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const { exchangeInfo } = useTenant();
  const converted = showsConversion(exchangeInfo);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75, ...sx }} data-testid={testId}>
      <Box component="bdi" dir="ltr" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }} data-money="cny">
        {cnyText(amount, signed)}
      </Box>
      {converted && (
        <Box component="bdi" dir="ltr" sx={{ color: 'text.secondary', fontSize: '0.85em', whiteSpace: 'nowrap' }} data-money="converted">
          ≈ {displayCurrency(exchangeInfo.currency)} {formatAmount(Math.abs(convertFromCny(amount, exchangeInfo)))}
        </Box>
      )}
    </Box>
  );
}
