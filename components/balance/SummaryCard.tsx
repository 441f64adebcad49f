// Money in and out over a range of days (all time without one): deposited, spent, refunded, withdrawn, as the
// server summed them.
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { AccountSummary } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { getSummary } from '@/services/account';
import RetryAlert from '@/components/common/RetryAlert';
import { useRemote } from '@/components/common/useRemote';
import { useHttp, useTenant } from '@/stores';
import DateRangeFields from './LazyDateRangeFields';
import { isOrderedRange, rangeParams, type DayRange } from './dateRange';
import { useEffectOnChange } from './useEffectOnChange';
import text from './balanceText.module.css';
import cards from './balanceCard.module.css';
import styles from './SummaryCard.module.css';

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
    <div className={styles.cell}>
      <p className={`${text.caption} ${text.secondary}`}>{label}</p>
      {load.status === 'ready' ? (
        <MoneyText amount={pick(load.data)} testId={testId} />
      ) : (
        <span className={styles.placeholder} />
      )}
    </div>
  );
  return (
    <section aria-labelledby="balance-summary" className={cards.card}>
      <h2 id="balance-summary" className={styles.title}>
        {t('balance:summary.title')}
      </h2>
      <DateRangeFields idPrefix="summary" value={range} onChange={setRange} />
      {load.status === 'failed' ? (
        <RetryAlert error={load.error} onRetry={() => void fetchSummary()} className={styles.failed} />
      ) : (
        <div className={styles.cells}>
          {cell(t('balance:summary.deposited'), (s) => s.deposited, 'summary-deposited')}
          {cell(t('balance:summary.spent'), (s) => s.spent, 'summary-spent')}
          {cell(t('balance:summary.refunded'), (s) => s.refunded, 'summary-refunded')}
          {cell(t('balance:summary.withdrawn'), (s) => s.withdrawn, 'summary-withdrawn')}
        </div>
      )}
    </section>
  );
}
