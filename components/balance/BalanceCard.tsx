// The balance at a glance: what the ledger holds, the part frozen by pending withdrawals, what can be spent, and
// the three ways to move money (top up by transfer with a receipt, top up online, withdraw).
import { useTranslation } from 'next-i18next/pages';
import type { UserAccount } from '@/contract';
import PlainButton from '@/components/common/PlainButton';
import MoneyText from '@/components/payments/MoneyText';
import text from './balanceText.module.css';
import cards from './balanceCard.module.css';
import styles from './BalanceCard.module.css';

export default function BalanceCard({
  account,
  onDeposit,
  onOnline,
  onWithdraw,
}: {
  account: UserAccount;
  onDeposit: () => void;
  onOnline: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation('balance');
  const figure = (label: string, amount: number, testId: string, strong = false) => (
    <div className={styles.figure}>
      <p className={`${text.body2} ${text.secondary}`}>{label}</p>
      <div className={strong ? styles.total : styles.amount}>
        <MoneyText amount={amount} strong={strong} testId={testId} />
      </div>
    </div>
  );
  return (
    <section aria-label={t('card.label')} className={cards.card}>
      <div className={styles.figures}>
        {figure(t('card.balance'), account.balance, 'balance-total', true)}
        {figure(t('card.frozen'), account.frozen, 'balance-frozen')}
        {figure(t('card.available'), account.available, 'balance-available')}
      </div>
      <div className={styles.actions}>
        <PlainButton variant="contained" onClick={onDeposit}>
          {t('actions.deposit')}
        </PlainButton>
        <PlainButton variant="outlined" onClick={onOnline}>
          {t('actions.online')}
        </PlainButton>
        <PlainButton variant="outlined" onClick={onWithdraw}>
          {t('actions.withdraw')}
        </PlainButton>
      </div>
    </section>
  );
}
