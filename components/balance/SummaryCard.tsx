// Money in and out over a range of days (all time without one): deposited, spent, refunded, withdrawn, as the
// server summed them.
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { AccountSummary } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { getSummary } from '@/services/account';
import { useRemote } from '@/components/common/useRemote';
import { useHttp, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import DateRangeFields from './LazyDateRangeFields';
import { isOrderedRange, rangeParams, type DayRange } from './dateRange';
import { useEffectOnChange } from './useEffectOnChange';

export default function SummaryCard({ version }: { version: number }) {
  const { t } = useTranslation(['balance', 'common']);
  const http = useHttp();
  const tenant = useTenant();
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const { state: load, run } = useRemote<AccountSummary>();

  const fetchSummary = useCallback(async () => {
    if (!isOrderedRange(range)) return;
    await run(() => getSummary(http, rangeParams(range, tenant.timezoneOffset)));
  }, [http, range, tenant.timezoneOffset, run]);
  useEffectOnChange(fetchSummary, version);

  const cell = (label: string, pick: (s: AccountSummary) => number, testId: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      {load.status === 'ready' ? <MoneyText amount={pick(load.data)} testId={testId} /> : <Skeleton width={90} />}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="balance-summary"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id="balance-summary" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('balance:summary.title')}
      </Typography>
      <DateRangeFields idPrefix="summary" value={range} onChange={setRange} />
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void fetchSummary()}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, load.error)}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            mt: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {cell(t('balance:summary.deposited'), (s) => s.deposited, 'summary-deposited')}
          {cell(t('balance:summary.spent'), (s) => s.spent, 'summary-spent')}
          {cell(t('balance:summary.refunded'), (s) => s.refunded, 'summary-refunded')}
          {cell(t('balance:summary.withdrawn'), (s) => s.withdrawn, 'summary-withdrawn')}
        </Box>
      )}
    </Paper>
  );
}
