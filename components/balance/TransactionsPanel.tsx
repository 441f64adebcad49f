// Every movement of money with its reason: type and date-range filters, newest first, a page at a time. Each entry
// shows the signed amount, the balance after it, what moved it (in the shopper's language) and the record behind it.
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import {
  LEDGER_ENTRY_TYPES,
  type LedgerEntry,
  type LedgerEntryType,
  type Page,
  type TransactionList,
} from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { getTransactions } from '@/services/account';
import { useHttp, useTenant } from '@/stores';
import DateRangeFields from './LazyDateRangeFields';
import { isOrderedRange, rangeParams, type DayRange } from './dateRange';
import ListFrame from './ListFrame';
import { TRANSACTIONS_PAGE_SIZE } from './transactionsQuery';
import { useRemoteLoad } from '@/components/common/useRemote';

export default function TransactionsPanel({ initial, version }: { initial: TransactionList | null; version: number }) {
  const { t } = useTranslation('balance');
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const [type, setType] = useState<LedgerEntryType | ''>('');
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const [pageNo, setPageNo] = useState(1);
  const fetchPage = useCallback(
    () =>
      getTransactions(http, {
        ...(type ? { type } : {}),
        ...(isOrderedRange(range) ? rangeParams(range, tenant.timezoneOffset) : {}),
        pageNo,
        pageSize: TRANSACTIONS_PAGE_SIZE,
      }),
    // `version`: money moved elsewhere on the page, read the ledger again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, type, range, pageNo, tenant.timezoneOffset, version],
  );
  const { state, reload } = useRemoteLoad<Page<LedgerEntry>>(fetchPage, { initial });

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr', md: '200px minmax(0, 1fr)' } }}>
        <TextField
          select
          size="small"
          label={t('transactions.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as LedgerEntryType | '');
            setPageNo(1);
          }}
        >
          <MenuItem value="">{t('transactions.allTypes')}</MenuItem>
          {LEDGER_ENTRY_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`entryType.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          idPrefix="transactions"
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </Box>
      <ListFrame
        state={state}
        label={t('tabs.transactions')}
        empty={t('transactions.empty')}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        pageNo={pageNo}
        onPage={setPageNo}
        onRetry={reload}
      >
        {(items) =>
          items.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-testid="ledger-entry"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={entry.amount >= 0 ? 'success' : 'default'}
                    label={t(`entryType.${entry.type}`)}
                  />
                  <Typography variant="caption" color="textSecondary">
                    <bdi>{format.dateTime(entry.createdAt, tenant.timezoneOffset)}</bdi>
                  </Typography>
                </Box>
                {/* The API's `reason` is English prose; the line is told again in the shopper's language from the type. */}
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t(`transactions.reasonText.${entry.type}`, { record: entry.referenceNo })}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {t('transactions.reference')} <bdi dir="ltr">{entry.orderNo ?? entry.referenceNo}</bdi>
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'end', marginInlineStart: 'auto' }}>
                <Box sx={{ color: entry.amount >= 0 ? 'success.main' : 'text.primary' }}>
                  <MoneyText amount={entry.amount} signed strong testId="entry-amount" />
                </Box>
                <Typography variant="caption" color="textSecondary" component="p">
                  {t('transactions.after')} <bdi>{cnyText(format, entry.balanceAfter)}</bdi>
                </Typography>
              </Box>
            </Box>
          ))
        }
      </ListFrame>
    </Box>
  );
}
