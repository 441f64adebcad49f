// Every movement of money with its reason: type and date-range filters, newest first, a page at a time. Each entry
// shows the signed amount, the balance after it, what moved it (in the shopper's language) and the record behind it.
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainChip from '@/components/common/PlainChip';
import NativeSelectInput from '@/components/common/form/NativeSelectInput';
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
import text from './balanceText.module.css';
import rows from './ListFrame.module.css';
import styles from './TransactionsPanel.module.css';

// The "every type" choice: the field then shows no value, only its label, as when nothing was chosen.
const ALL_TYPES = 'ALL';

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
  const typeOptions = [
    { value: ALL_TYPES, label: t('transactions.allTypes') },
    ...LEDGER_ENTRY_TYPES.map((value) => ({ value, label: t(`entryType.${value}`) })),
  ];

  return (
    <div>
      <div className={styles.filters}>
        <NativeSelectInput
          size="small"
          id="transactions-type"
          label={t('transactions.type')}
          value={type}
          options={typeOptions}
          onChange={(value) => {
            setType(value === ALL_TYPES ? '' : (value as LedgerEntryType));
            setPageNo(1);
          }}
        />
        <DateRangeFields
          idPrefix="transactions"
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </div>
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
            <li key={entry.id} data-testid="ledger-entry" className={rows.row}>
              <div className={styles.main}>
                <div className={rows.heading}>
                  <PlainChip
                    variant="outlined"
                    color={entry.amount >= 0 ? 'success' : 'default'}
                    label={t(`entryType.${entry.type}`)}
                  />
                  <span className={`${text.caption} ${text.secondary}`}>
                    <bdi>{format.dateTime(entry.createdAt, tenant.timezoneOffset)}</bdi>
                  </span>
                </div>
                {/* The API's `reason` is English prose; the line is told again in the shopper's language from the type. */}
                <p className={`${styles.reason} ${rows.wraps}`}>
                  {t(`transactions.reasonText.${entry.type}`, { record: entry.referenceNo })}
                </p>
                <p className={`${text.caption} ${text.secondary} ${rows.wraps}`}>
                  {t('transactions.reference')} <bdi dir="ltr">{entry.orderNo ?? entry.referenceNo}</bdi>
                </p>
              </div>
              <div className={styles.amounts}>
                <div className={entry.amount >= 0 ? rows.credit : undefined}>
                  <MoneyText amount={entry.amount} signed strong testId="entry-amount" />
                </div>
                <p className={`${text.caption} ${text.secondary}`}>
                  {t('transactions.after')} <bdi>{cnyText(format, entry.balanceAfter)}</bdi>
                </p>
              </div>
            </li>
          ))
        }
      </ListFrame>
    </div>
  );
}
