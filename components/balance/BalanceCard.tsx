// The balance at a glance: what the ledger holds, the part frozen by pending withdrawals, what can be spent, and
// the three ways to move money (top up by transfer with a receipt, top up online, withdraw).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { UserAccount } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';

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
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box sx={{ fontSize: strong ? '1.5rem' : '1.05rem' }}>
        <MoneyText amount={amount} strong={strong} testId={testId} />
      </Box>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('card.label')}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {figure(t('card.balance'), account.balance, 'balance-total', true)}
        {figure(t('card.frozen'), account.frozen, 'balance-frozen')}
        {figure(t('card.available'), account.available, 'balance-available')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={onDeposit}>
          {t('actions.deposit')}
        </Button>
        <Button variant="outlined" onClick={onOnline}>
          {t('actions.online')}
        </Button>
        <Button variant="outlined" onClick={onWithdraw}>
          {t('actions.withdraw')}
        </Button>
      </Box>
    </Paper>
  );
}
