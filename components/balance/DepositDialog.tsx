// Top up by transfer: choose one of the tenant's channels, see where to send the money, enter the amount sent, a
// remark, and the receipt image. With a receipt: POST certificate (the pending deposit and a private upload token),
// the image to the bucket as chosen, then update-deposit with its key. Without one: POST deposits, and the receipt
// can be added later from the request. The operator credits the balance once the money has arrived.
import { useReducer, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { FUND_REMARK_MAX_LENGTH, type FundRequest } from '@/contract';
import { payErrorText } from '@/components/payments/payErrors';
import { createDeposit, startReceiptDeposit, updateDeposit } from '@/services/account';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';
import { errorText } from '@/utils/errorText';
import BalanceDialog from './BalanceDialog';
import AmountField from './AmountField';
import ChannelDetails from './ChannelDetails';
import ChannelSelect from './ChannelSelect';
import FormButtons from './FormButtons';
import { amountErrorKey, parseAmount } from './amountInput';
import ReceiptPicker from './ReceiptPicker';
import { depositForm, EMPTY_DEPOSIT_FORM } from './depositForm';
import { receiptExt, uploadReceipt } from './receiptFile';
import { useFundChannels } from './useFundChannels';
import { withMuiScope } from '@/theme/MuiScope';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

function DepositDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (request: FundRequest) => void;
}) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  return (
    <BalanceDialog
      open={open}
      onClose={onClose}
      titleId="deposit-title"
      title={t('balance:deposit.title')}
      maxWidth="sm"
    >
      <DepositForm onClose={onClose} onDone={onDone} />
    </BalanceDialog>
  );
}

function DepositForm({ onClose, onDone }: { onClose: () => void; onDone: (request: FundRequest) => void }) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const { channels, channelId, setChannelId, retry } = useFundChannels('deposit');
  const [form, dispatch] = useReducer(depositForm, EMPTY_DEPOSIT_FORM);
  const { amount, remark, file, problem, amountError, error, pending } = form;

  const channel = channels.status === 'ready' ? (channels.data.find((c) => c.id === channelId) ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount, format.locale);
    if (value === null) {
      dispatch({ type: 'invalidAmount', message: t(amountErrorKey(amount, format.locale)) });
      return;
    }
    if (!channel) return;
    dispatch({ type: 'submit' });
    const body = { channelId: channel.id, amount: value, ...(remark.trim() ? { remark: remark.trim() } : {}) };
    const ext = file ? receiptExt(file) : null;
    let outcome: { ok: true; request: FundRequest } | { ok: false; error: AppError };
    if (file && ext) {
      const started = await startReceiptDeposit(http, { ...body, ext });
      if (!started.ok) outcome = { ok: false, error: started.error };
      else {
        const uploaded = await uploadReceipt(started.data.upload, file);
        const updated = uploaded.ok
          ? await updateDeposit(http, { id: started.data.deposit.id, receiptKey: started.data.upload.key })
          : uploaded;
        // The deposit exists either way; a failed upload is said, and the receipt can be added from the request.
        outcome = updated.ok ? { ok: true, request: updated.data } : { ok: false, error: updated.error };
        if (!updated.ok) {
          dispatch({
            type: 'refused',
            error: t('balance:deposit.receiptFailed', { reason: errorText(t, updated.error) }),
          });
          onDone(started.data.deposit);
          return;
        }
      }
    } else {
      const created = await createDeposit(http, body);
      outcome = created.ok ? { ok: true, request: created.data } : { ok: false, error: created.error };
    }
    if (!outcome.ok) {
      const text = payErrorText(t, format, outcome.error).text;
      dispatch(
        outcome.error.fields?.amount ? { type: 'refused', amountError: text } : { type: 'refused', error: text },
      );
      return;
    }
    dispatch({ type: 'settled' });
    onDone(outcome.request);
    onClose();
  };

  return (
    <DialogContent>
      {channels.status === 'loading' && (
        <CircularProgress aria-label={t('balance:loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />
      )}
      {channels.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, channels.error)}
        </Alert>
      )}
      {channels.status === 'ready' && channels.data.length === 0 && (
        <Alert severity="info">{t('balance:deposit.noChannels')}</Alert>
      )}
      {channels.status === 'ready' && channels.data.length > 0 && (
        <Stack
          component="form"
          noValidate
          onSubmit={focusingFirstInvalid((e) => void submit(e))}
          spacing={2}
          aria-label={t('balance:deposit.title')}
          sx={{ pt: 1 }}
        >
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <ChannelSelect
            label={t('balance:deposit.channel')}
            channels={channels.data}
            value={channelId}
            onChange={(id) => {
              setChannelId(id);
              dispatch({ type: 'channel' });
            }}
          />
          {channel && <ChannelDetails channel={channel} />}
          <AmountField
            label={t('balance:deposit.amount')}
            value={amount}
            onChange={(text) => dispatch({ type: 'amount', text })}
            problem={amountError}
            hint={t('balance:amount.hint')}
          />
          <TextField
            label={t('balance:deposit.remark')}
            value={remark}
            onChange={(e) => dispatch({ type: 'remark', text: e.target.value.slice(0, FUND_REMARK_MAX_LENGTH) })}
            multiline
            maxRows={3}
          />
          <ReceiptPicker
            file={file}
            problem={problem}
            onFile={(file) => dispatch({ type: 'file', file })}
            onProblem={(problem) => dispatch({ type: 'problem', problem })}
            disabled={pending}
          />
          <FormButtons
            onCancel={onClose}
            pending={pending}
            submitLabel={t('balance:deposit.submit')}
            canSubmit={Boolean(channel)}
          />
        </Stack>
      )}
    </DialogContent>
  );
}

// Loaded on demand into a page that may have no MUI scope of its own.
export default withMuiScope(DepositDialog);
