/**
 * The one pay dialog: purchase orders, several unpaid items at once, and transit fees all settle through it.
 *
 * Usage:
 *   <PayDialog
 *     open={open}
 *     paymentNos={[order.paymentNo]}        // one → POST /front/payments/{no}/pay; several → batch-pay (all or nothing)
 *     amount={order.amounts.total}          // CNY as the server stated it; the tenant's currency is shown beside it
 *     description={order.orderNo}           // optional: what is being paid
 *     onPaid={() => reload()}               // after the server settled it (or said it already was); the dialog closes
 *     onClose={() => setOpen(false)}
 *   />
 *
 * It loads the balance when it opens and shows the balance after paying. A shopper without a pay password sets
 * one first; a forgotten one is replaced with an email code, a known one changed with the current one. Each refusal (wrong password with tries left,
 * locked with time left, not enough balance with the way to top up, already paid) has its own text.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { UserAccount } from '@/contract';
import { getAccount, setFirstPayPassword } from '@/services/account';
import type { AppError, Result } from '@/services/result';
import { useHttp, useNotify } from '@/stores';
import { errorText } from '@/utils/errorText';
import ChangePayPasswordForm from './ChangePayPasswordForm';
import ForgotPayPasswordForm from './ForgotPayPasswordForm';
import MoneyText from './MoneyText';
import NewPayPasswordForm from './NewPayPasswordForm';
import PayForm from './PayForm';
import { payErrorText } from './payErrors';
import { withMuiScope } from '@/theme/MuiScope';

export interface PayDialogProps {
  open: boolean;
  /** The payment records to settle (see the header comment). Must not be empty. */
  paymentNos: readonly string[];
  /** Their amount together, CNY, from the server. */
  amount: number;
  /** What is being paid, shown under the title (an order number, "3 items"). */
  description?: string;
  /** What the amount is made of, line by line (CNY, from the server), shown under the description. */
  breakdown?: readonly { label: string; amount: number }[];
  /** Called once the payment went through, or the server said it already had. The dialog then closes. */
  onPaid: (outcome: { alreadyPaid: boolean }) => void;
  onClose: () => void;
}

type View =
  | { name: 'loading' }
  | { name: 'failed'; error: AppError }
  | { name: 'setPassword' }
  | { name: 'forgot' }
  | { name: 'change' }
  | { name: 'pay' };

function PayDialog(props: PayDialogProps) {
  const { open, onClose } = props;
  const { t } = useTranslation(['payments', 'common']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="pay-dialog-title"
    >
      <DialogTitle id="pay-dialog-title" sx={{ pb: props.description ? 0 : undefined }}>
        {t('payments:dialog.title')}
      </DialogTitle>
      {/* Mounted only while open: every opening starts from a fresh balance and an empty password. */}
      {open && <PayDialogBody {...props} />}
    </Dialog>
  );
}

function PayDialogBody({ paymentNos, amount, description, breakdown, onPaid, onClose }: PayDialogProps) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const [view, setView] = useState<View>({ name: 'loading' });
  const [account, setAccount] = useState<UserAccount | null>(null);
  const [pending, setPending] = useState(false);
  const [setError, setSetError] = useState<string | null>(null);

  const show = useCallback((result: Result<UserAccount>) => {
    if (!result.ok) {
      setView({ name: 'failed', error: result.error });
      return;
    }
    setAccount(result.data);
    setView(result.data.hasPayPassword ? { name: 'pay' } : { name: 'setPassword' });
  }, []);

  const load = useCallback(async () => {
    setView({ name: 'loading' });
    show(await getAccount(http));
  }, [http, show]);

  useEffect(() => {
    let live = true;
    void getAccount(http).then((result) => {
      if (live) show(result);
    });
    return () => {
      live = false;
    };
  }, [http, show]);

  const setPassword = async (payPassword: string) => {
    setPending(true);
    setSetError(null);
    const result = await setFirstPayPassword(http, payPassword);
    setPending(false);
    if (!result.ok) {
      // Set meanwhile (another tab): go on to paying.
      if (result.error.code === 'PAY_PASSWORD_ALREADY_SET') {
        void load();
        return;
      }
      setSetError(payErrorText(t, format, result.error).text);
      return;
    }
    setAccount(result.data);
    notify.success(t('payments:password.saved'));
    setView({ name: 'pay' });
  };

  return (
    <DialogContent>
      {description && (
        <Box
          component="p"
          sx={{ mt: 0, mb: 2, color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}
          data-testid="pay-description"
        >
          {description}
        </Box>
      )}
      {breakdown && breakdown.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 2, p: 0, display: 'grid', gap: 0.5 }} data-testid="pay-breakdown">
          {breakdown.map((line) => (
            <Box
              component="li"
              key={line.label}
              sx={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', gap: 2, typography: 'body2' }}
            >
              <span>{line.label}</span>
              <MoneyText amount={line.amount} />
            </Box>
          ))}
        </Box>
      )}
      {view.name === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('payments:dialog.loading')} />
        </Box>
      )}
      {view.name === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, view.error)}
        </Alert>
      )}
      {view.name === 'setPassword' && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('payments:password.firstIntro')}
          </Alert>
          <NewPayPasswordForm
            label={t('payments:password.firstTitle')}
            submitLabel={t('payments:password.firstSubmit')}
            pending={pending}
            error={setError}
            onEdit={() => setSetError(null)}
            onSubmit={(value) => void setPassword(value)}
            onCancel={onClose}
            cancelLabel={t('payments:dialog.cancel')}
          />
        </>
      )}
      {view.name === 'forgot' && (
        <ForgotPayPasswordForm
          onCancel={() => setView({ name: 'pay' })}
          onDone={() => {
            notify.success(t('payments:password.saved'));
            void load();
          }}
        />
      )}
      {view.name === 'change' && (
        <ChangePayPasswordForm
          autoFocus
          onCancel={() => setView({ name: 'pay' })}
          cancelLabel={t('payments:back')}
          onDone={(changed) => {
            notify.success(t('payments:change.saved'));
            setAccount(changed);
            setView({ name: 'pay' });
          }}
        />
      )}
      {view.name === 'pay' && account && (
        <PayForm
          account={account}
          paymentNos={paymentNos}
          amount={amount}
          onForgot={() => setView({ name: 'forgot' })}
          onChangePassword={() => setView({ name: 'change' })}
          onPaid={(outcome) => {
            if (!outcome.alreadyPaid) notify.success(t('payments:dialog.paid'));
            onPaid(outcome);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </DialogContent>
  );
}

// Loaded on demand, possibly on a page drawn without MUI: it brings its own scope.
export default withMuiScope(PayDialog);
