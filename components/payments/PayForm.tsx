// The paying step of the pay dialog: what is paid (CNY and the tenant's currency), the balance that can be spent,
// the balance after, and the 6-digit pay password. The server decides; this form only words its answer.
import { useRef, useState, type FormEvent } from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { UserAccount } from '@/contract';
import { payPayments } from '@/services/payments';
import { useHttp } from '@/stores';
import MoneyText from './MoneyText';
import PayPasswordField from './PayPasswordField';
import { payErrorText, type PayErrorText } from './payErrors';
import { isPayPassword, PAY_PASSWORD_LENGTH } from './payPassword';
import { usePayLock } from './usePayLock';

/** Fen arithmetic on two server amounts, for the "balance after" line only. */
export function balanceAfter(available: number, amount: number): number {
  return (Math.round(available * 100) - Math.round(amount * 100)) / 100;
}

export const TOP_UP_HREF = '/my/balance?topUp=1';

export default function PayForm({
  account,
  paymentNos,
  amount,
  onForgot,
  onChangePassword,
  onPaid,
  onCancel,
}: {
  account: UserAccount;
  paymentNos: readonly string[];
  amount: number;
  onForgot: () => void;
  onChangePassword: () => void;
  onPaid: (outcome: { alreadyPaid: boolean }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const [password, setPassword] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [refusal, setRefusal] = useState<PayErrorText | null>(null);
  const [pending, setPending] = useState(false);
  const [available, setAvailable] = useState(account.available);
  const { locked, openedLockSeconds, lockFor } = usePayLock(account);
  const busy = useRef(false);
  const after = balanceAfter(available, amount);
  const short = after < 0;

  // Everything the dialog was opened for was paid meanwhile (in another tab, say): it says so, as the API would
  // for a payment already made, and sends nothing.
  const paidMeanwhile =
    paymentNos.length === 0
      ? payErrorText(t, format, { kind: 'http', status: 409, code: 'ALREADY_PAID', message: '', retryable: false })
      : null;
  const shown = refusal ?? paidMeanwhile;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || paidMeanwhile) return;
    if (!isPayPassword(password)) {
      setFormatError(true);
      return;
    }
    busy.current = true;
    setPending(true);
    setRefusal(null);
    const result = await payPayments(http, paymentNos, password);
    busy.current = false;
    setPending(false);
    if (result.ok) {
      onPaid({ alreadyPaid: false });
      return;
    }
    const text = payErrorText(t, format, result.error);
    setRefusal(text);
    setPassword('');
    if (text.lockedSeconds !== null) lockFor(text.lockedSeconds);
    const availableNow = Number(result.error.fields?.available);
    if (text.topUp && Number.isFinite(availableNow)) setAvailable(availableNow);
  };

  // Opened while locked (no refusal yet to word it): say so with the time left.
  const lockedNotice =
    locked && !shown && openedLockSeconds > 0
      ? payErrorText(t, format, {
          kind: 'http',
          status: 423,
          code: 'PAY_PASSWORD_LOCKED',
          message: '',
          retryable: false,
          fields: { retryAfterSeconds: String(openedLockSeconds) },
        }).text
      : null;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      spacing={2}
      aria-label={t('payments:dialog.title')}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'baseline',
        }}
      >
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('payments:dialog.amount')}
        </Typography>
        <Box component="dd" sx={{ m: 0, textAlign: 'end', fontSize: '1.15rem' }}>
          <MoneyText amount={amount} strong testId="pay-amount" style={{ justifyContent: 'flex-end' }} />
        </Box>
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('payments:dialog.available')}
        </Typography>
        <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
          <MoneyText amount={available} testId="pay-available" style={{ justifyContent: 'flex-end' }} />
        </Box>
        {/* A definition list may group a term with its value in a div: the rule above "after paying" is that
            group's border, one line across both columns, which keep the list's columns as a subgrid. */}
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: 'subgrid',
            alignItems: 'baseline',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1,
          }}
        >
          <Typography component="dt" variant="body2" color="textSecondary">
            {t('payments:dialog.after')}
          </Typography>
          <Box component="dd" sx={{ m: 0, textAlign: 'end', color: short ? 'error.main' : undefined }}>
            <MoneyText amount={after} testId="pay-after" style={{ justifyContent: 'flex-end' }} />
          </Box>
        </Box>
      </Box>

      {short && !shown && (
        <Alert
          severity="warning"
          action={
            <Button component={NextLink} href={TOP_UP_HREF} color="inherit" size="small">
              {t('payments:dialog.topUp')}
            </Button>
          }
        >
          {t('payments:dialog.short')}
        </Alert>
      )}
      {shown && (
        <Alert
          severity={shown.alreadyPaid ? 'info' : 'error'}
          role="alert"
          data-testid="pay-error"
          action={
            shown.topUp ? (
              <Button component={NextLink} href={TOP_UP_HREF} color="inherit" size="small">
                {t('payments:dialog.topUp')}
              </Button>
            ) : undefined
          }
        >
          {shown.text}
        </Alert>
      )}
      {lockedNotice && (
        <Alert severity="error" role="alert">
          {lockedNotice}
        </Alert>
      )}

      {shown?.alreadyPaid ? (
        <Button variant="contained" onClick={() => onPaid({ alreadyPaid: true })}>
          {t('payments:dialog.done')}
        </Button>
      ) : (
        <>
          <PayPasswordField
            name="payPassword"
            label={t('payments:password.label')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFormatError(false);
            }}
            error={formatError}
            helperText={formatError ? t('payments:password.format', { length: PAY_PASSWORD_LENGTH }) : undefined}
            autoFocus
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <Link component="button" type="button" variant="body2" onClick={onForgot}>
              {t('payments:password.forgot')}
            </Link>
            <Link component="button" type="button" variant="body2" onClick={onChangePassword}>
              {t('payments:change.open')}
            </Link>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={pending}>
              {t('payments:dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={pending} disabled={pending || locked || short}>
              {t('payments:dialog.pay')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
