// Goods, domestic shipping to the warehouse, service fee and total, exactly as the server computed them (cart,
// buy now, order detail). Optional extra rows (paid, refunded) follow the total. Plain elements styled by a
// stylesheet (the cart shows it on its first screen).
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { OrderAmounts } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import styles from './AmountsBreakdown.module.css';

export interface ExtraRow {
  label: string;
  amount: number;
  testId?: string;
}

export default function AmountsBreakdown({
  amounts,
  extra = [],
  footnote,
}: {
  amounts: OrderAmounts;
  extra?: ExtraRow[];
  footnote?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  // A definition list holds only its term and value pairs (each in a div): the rule above the total is the total
  // row's border and the footnote sits after the list.
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <div key={testId} className={strong ? `${styles.row} ${styles.totalRow}` : styles.row}>
      <dt className={strong ? styles.totalLabel : styles.label}>{label}</dt>
      <dd className={strong ? styles.totalValue : styles.value}>
        <MoneyText amount={amount} strong={strong} testId={testId} />
      </dd>
    </div>
  );
  return (
    <div role="group" aria-label={t('amounts.label')} className={styles.breakdown}>
      <dl className={styles.list}>
        {row(t('amounts.goods'), amounts.goods, 'amount-goods')}
        {row(t('amounts.domesticShipping'), amounts.domesticShipping, 'amount-shipping')}
        {row(t('amounts.serviceFee'), amounts.serviceFee, 'amount-fee')}
        {row(t('amounts.total'), amounts.total, 'amount-total', true)}
        {extra.map((r) => row(r.label, r.amount, r.testId ?? r.label))}
      </dl>
      {footnote && <span className={styles.footnote}>{footnote}</span>}
    </div>
  );
}
