// Top up online: enter the amount, get a pay code, open the payment page it links to (a new tab), and wait here:
// the code is checked every few seconds until it is paid (the balance is credited once) or expires. The site's
// payment provider is asked first: without one the dialog says to top up by transfer, and the demo's simulated
// provider is named as such so nobody takes its page for a real payment.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { OnePayCode, OnePayProviderInfo } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { payErrorText } from '@/components/payments/payErrors';
import { createPayCode, getOnePayProvider, getPayCode } from '@/services/payments';
import { useHttp } from '@/stores';
import BalanceDialog from './BalanceDialog';
import AmountField from './AmountField';
import { amountErrorKey, parseAmount } from './amountInput';
import FormButtons from './FormButtons';
import { withMuiScope } from '@/theme/MuiScope';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

export const PAY_CODE_POLL_MS = 3000;

function OnlineTopUpDialog({ open, onClose, onPaid }: { open: boolean; onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation('balance');
  return (
    <BalanceDialog open={open} onClose={onClose} titleId="online-title" title={t('online.title')} maxWidth="xs">
      <OnlineTopUp onClose={onClose} onPaid={onPaid} />
    </BalanceDialog>
  );
}

function OnlineTopUp({ onClose, onPaid }: { onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState<OnePayCode | null>(null);
  const [provider, setProvider] = useState<OnePayProviderInfo['provider'] | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void getOnePayProvider(http).then((result) => {
      // Unknown (the call failed): let the shopper try; the pay code call says what is wrong.
      if (current) setProvider(result.ok ? result.data.provider : 'HOSTED');
    });
    return () => {
      current = false;
    };
  }, [http]);

  // Wait for the payment page: read the code's state until it is no longer pending.
  const waiting = code?.status === 'PENDING' ? code.payCode : null;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => {
      void getPayCode(http, waiting).then((result) => {
        if (!result.ok || result.data.status === 'PENDING') return;
        setCode(result.data);
        if (result.data.status === 'PAID') onPaid();
      });
    }, PAY_CODE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [http, waiting, onPaid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount, format.locale);
    if (value === null) {
      setAmountError(t(amountErrorKey(amount, format.locale)));
      return;
    }
    setPending(true);
    setError(null);
    const result = await createPayCode(http, { orderAmount: value, orderPay: null });
    setPending(false);
    if (!result.ok) {
      setError(payErrorText(t, format, result.error).text);
      return;
    }
    setCode(result.data);
  };

  if (code) {
    return (
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box>
            <Typography variant="body2" color="textSecondary">
              {t('balance:online.code')}
            </Typography>
            <Typography variant="h6" component="p">
              <bdi dir="ltr" data-testid="pay-code">
                {code.payCode}
              </bdi>
            </Typography>
            <MoneyText amount={code.amount} strong />
          </Box>
          {code.status === 'PENDING' && (
            <>
              {provider === 'SIMULATED' && <Alert severity="warning">{t('balance:online.demo')}</Alert>}
              <Button variant="contained" href={code.payUrl} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                {t('balance:online.open')}
              </Button>
              <Box role="status">
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {t('balance:online.waiting')}
                </Typography>
                <LinearProgress aria-label={t('balance:online.waiting')} />
              </Box>
            </>
          )}
          {code.status === 'PAID' && (
            <Alert severity="success" role="status">
              {t('balance:online.paid')}
            </Alert>
          )}
          {code.status === 'EXPIRED' && <Alert severity="warning">{t('payments:errors.ONEPAY_EXPIRED')}</Alert>}
          <Button onClick={onClose}>
            {code.status === 'PENDING' ? t('payments:dialog.cancel') : t('payments:dialog.done')}
          </Button>
        </Stack>
      </DialogContent>
    );
  }
  if (provider === null) {
    return (
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{t('payments:errors.ONLINE_TOP_UP_UNAVAILABLE')}</Alert>
          <Button onClick={onClose}>{t('payments:dialog.done')}</Button>
        </Stack>
      </DialogContent>
    );
  }
  return (
    <DialogContent>
      <Stack
        component="form"
        noValidate
        onSubmit={focusingFirstInvalid((e) => void submit(e))}
        spacing={2}
        aria-label={t('balance:online.title')}
        sx={{ pt: 1 }}
      >
        <Typography variant="body2" color="textSecondary">
          {t('balance:online.intro')}
        </Typography>
        {provider === 'SIMULATED' && (
          <Alert severity="warning" data-testid="demo-provider">
            {t('balance:online.demo')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <AmountField
          label={t('balance:online.amount')}
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setAmountError(null);
            setError(null);
          }}
          problem={amountError}
          hint={t('balance:amount.hint')}
        />
        <FormButtons onCancel={onClose} pending={pending} submitLabel={t('balance:online.submit')} />
      </Stack>
    </DialogContent>
  );
}

// Loaded on demand into a page that may have no MUI scope of its own.
export default withMuiScope(OnlineTopUpDialog);
