// Withdraw to an account outside: a channel that pays out, the amount (frozen until the operator decides), where
// to send it, and the pay password. Errors are worded for a withdrawal and said where they belong: an amount above
// what is available, or below the channel's minimum, under the amount box (checked here first, and again by the
// server); other refusals (wrong or locked pay password) above the form. An error goes as soon as the field it
// concerns changes.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { WITHDRAWAL_ACCOUNT_MAX_LENGTH, type FundRequest, type UserAccount } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import PayPasswordField from '@/components/payments/PayPasswordField';
import { payErrorText } from '@/components/payments/payErrors';
import { isPayPassword, PAY_PASSWORD_LENGTH } from '@/components/payments/payPassword';
import type { AppError } from '@/services/result';
import { requestWithdrawal } from '@/services/account';
import { useHttp } from '@/stores';
import { BASE_CURRENCY } from '@/utils/currency';
import { errorText, type Translate } from '@/utils/errorText';
import type { Formatter } from '@/utils/format';
import BalanceDialog from './BalanceDialog';
import AmountField from './AmountField';
import { amountErrorKey, parseAmount } from './amountInput';
import ChannelSelect from './ChannelSelect';
import FormButtons from './FormButtons';
import { useFundChannels } from './useFundChannels';
import { withMuiScope } from '@/theme/MuiScope';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

function WithdrawDialog({
  open,
  account,
  onClose,
  onDone,
}: {
  open: boolean;
  account: UserAccount;
  onClose: () => void;
  onDone: (request: FundRequest) => void;
}) {
  const { t } = useTranslation('balance');
  return (
    <BalanceDialog open={open} onClose={onClose} titleId="withdraw-title" title={t('withdraw.title')} maxWidth="xs">
      <WithdrawForm account={account} onClose={onClose} onDone={onDone} />
    </BalanceDialog>
  );
}

/** A refusal about the amount, worded for a withdrawal (not "top up and pay again"); null for any other refusal. */
export function withdrawAmountProblem(
  t: Translate,
  format: Formatter,
  error: AppError,
  available: number,
): string | null {
  if (error.code === 'INSUFFICIENT_BALANCE') {
    const told = Number(error.fields?.available);
    return t('balance:withdraw.aboveBalance', {
      available: format.money(Number.isFinite(told) ? told : available, BASE_CURRENCY),
    });
  }
  return null;
}

function WithdrawForm({
  account,
  onClose,
  onDone,
}: {
  account: UserAccount;
  onClose: () => void;
  onDone: (request: FundRequest) => void;
}) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const { channels, channelId, setChannelId } = useFundChannels('withdrawal');
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; account?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount, format.locale);
    const amountProblem =
      value === null
        ? t(amountErrorKey(amount, format.locale))
        : value > account.available
          ? t('balance:withdraw.aboveBalance', { available: format.money(account.available, BASE_CURRENCY) })
          : null;
    const found = {
      ...(amountProblem ? { amount: amountProblem } : {}),
      ...(target.trim() ? {} : { account: t('balance:withdraw.accountRequired') }),
      ...(isPayPassword(password) ? {} : { password: t('payments:password.format', { length: PAY_PASSWORD_LENGTH }) }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || value === null || !channelId) return;
    setPending(true);
    setError(null);
    const result = await requestWithdrawal(http, {
      amount: value,
      channelId,
      account: target.trim(),
      payPassword: password,
    });
    setPending(false);
    if (!result.ok) {
      const onAmount =
        withdrawAmountProblem(t as Translate, format, result.error, account.available) ??
        (result.error.code === 'AMOUNT_BELOW_MINIMUM' ? payErrorText(t, format, result.error).text : null);
      if (onAmount) {
        setProblems({ amount: onAmount });
        return;
      }
      setPassword('');
      setError(payErrorText(t, format, result.error).text);
      return;
    }
    onDone(result.data);
    onClose();
  };

  if (channels.status === 'failed')
    return (
      <DialogContent>
        <Alert severity="error">{errorText(t, channels.error)}</Alert>
      </DialogContent>
    );
  if (channels.status !== 'ready')
    return (
      <DialogContent>
        <CircularProgress aria-label={t('balance:loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />
      </DialogContent>
    );
  if (channels.data.length === 0)
    return (
      <DialogContent>
        <Alert severity="info">{t('balance:withdraw.noChannels')}</Alert>
      </DialogContent>
    );
  return (
    <DialogContent>
      <Stack
        component="form"
        noValidate
        onSubmit={focusingFirstInvalid((e) => void submit(e))}
        spacing={2}
        aria-label={t('balance:withdraw.title')}
        sx={{ pt: 1 }}
      >
        <Alert severity="info" icon={false}>
          {t('balance:withdraw.available')} <MoneyText amount={account.available} strong />
        </Alert>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <ChannelSelect
          label={t('balance:withdraw.channel')}
          channels={channels.data}
          value={channelId}
          onChange={(id) => {
            setChannelId(id);
            setProblems((p) => ({ ...p, amount: undefined }));
            setError(null);
          }}
        />
        <AmountField
          label={t('balance:withdraw.amount')}
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setProblems((p) => ({ ...p, amount: undefined }));
            setError(null);
          }}
          problem={problems.amount}
          hint={t('balance:withdraw.frozenHint')}
        />
        <TextField
          label={t('balance:withdraw.account')}
          value={target}
          onChange={(e) => {
            setTarget(e.target.value.slice(0, WITHDRAWAL_ACCOUNT_MAX_LENGTH));
            setProblems((p) => ({ ...p, account: undefined }));
            setError(null);
          }}
          error={Boolean(problems.account)}
          helperText={problems.account}
          required
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <PayPasswordField
          name="payPassword"
          label={t('payments:password.label')}
          value={password}
          onChange={(v) => {
            setPassword(v);
            setProblems((p) => ({ ...p, password: undefined }));
            setError(null);
          }}
          error={Boolean(problems.password)}
          helperText={problems.password}
        />
        <FormButtons onCancel={onClose} pending={pending} submitLabel={t('balance:withdraw.submit')} />
      </Stack>
    </DialogContent>
  );
}

// Loaded on demand into a page that may have no MUI scope of its own.
export default withMuiScope(WithdrawDialog);
