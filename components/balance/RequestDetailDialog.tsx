// One deposit or withdrawal request as the server holds it (queryDetail): amounts, fee and net, channel, account,
// remark, the private receipt image, the decision. While a deposit is pending, its amount, remark and receipt can
// be changed (update-deposit; a new receipt goes to a fresh private upload token first).
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { FUND_REMARK_MAX_LENGTH, type FundRequest } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { payErrorText } from '@/components/payments/payErrors';
import { getFundRequest, getReceiptUploadToken, receiptSrc, updateDeposit } from '@/services/account';
import type { AppError } from '@/services/result';
import { useHttp, useNotify, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import BalanceDialog from './BalanceDialog';
import { amountErrorKey, parseAmount } from './amountInput';
import ReceiptPicker from './ReceiptPicker';
import { receiptExt, uploadReceipt, type ReceiptProblem } from './receiptFile';
import RequestStatusChip from './RequestStatusChip';

type Load = { status: 'loading' } | { status: 'ready'; request: FundRequest } | { status: 'failed'; error: AppError };

export default function RequestDetailDialog({ requestId, onClose, onChanged }: {
  requestId: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('balance');
  return (
    <BalanceDialog open={requestId !== null} onClose={onClose} titleId="request-title" title={t('requests.detail')} maxWidth="sm">
      {requestId && <RequestDetail key={requestId} requestId={requestId} onClose={onClose} onChanged={onChanged} />}
    </BalanceDialog>
  );
}

function RequestDetail({ requestId, onClose, onChanged }: { requestId: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const notify = useNotify();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  const [receiptVersion, setReceiptVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void getFundRequest(http, requestId).then((result) => {
      if (live) setLoad(result.ok ? { status: 'ready', request: result.data } : { status: 'failed', error: result.error });
    });
    return () => { live = false; };
  }, [http, requestId]);

  if (load.status === 'loading') return <DialogContent><CircularProgress aria-label={t('balance:loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} /></DialogContent>;
  if (load.status === 'failed') return <DialogContent><Alert severity="error">{errorText(t, load.error)}</Alert></DialogContent>;
  const { request } = load;
  const canEdit = request.kind === 'DEPOSIT' && request.status === 'PENDING';
  const row = (label: string, value: React.ReactNode) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );

  return (
    <DialogContent>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(`balance:requestKind.${request.kind}`)}</Typography>
          <RequestStatusChip status={request.status} />
        </Box>
        {row(t('balance:requests.number'), <bdi dir="ltr">{request.requestNo}</bdi>)}
        {row(t('balance:requests.created'), <bdi>{format.dateTime(request.createdAt, tenant.timezoneOffset)}</bdi>)}
        {request.channel && row(t('balance:deposit.channel'), `${t(`balance:channelKind.${request.channel.kind}`)} · ${request.channel.name}`)}
        {row(t('balance:requests.amount'), <MoneyText amount={request.amount} strong />)}
        {row(t('balance:requests.fee'), <MoneyText amount={request.fee} />)}
        {row(request.kind === 'DEPOSIT' ? t('balance:requests.credited') : t('balance:requests.paidOut'), <MoneyText amount={request.netAmount} />)}
        {request.account && row(t('balance:withdraw.account'), <bdi dir="ltr">{request.account}</bdi>)}
        {request.remark && row(t('balance:deposit.remark'), request.remark)}
        {request.decidedAt && row(t('balance:requests.decided'), <bdi>{format.dateTime(request.decidedAt, tenant.timezoneOffset)}</bdi>)}
        {request.rejectReason && <Alert severity="error">{t('balance:requests.rejected', { reason: request.rejectReason })}</Alert>}
        {request.receiptUrl && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{t('balance:receipt.label')}</Typography>
            {/* A private image read with the shopper's login through the storefront's proxy: not optimised. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`${receiptSrc(request.receiptUrl)}${receiptVersion ? `?v=${receiptVersion}` : ''}`}
              alt={t('balance:receipt.label')}
              style={{ maxWidth: '100%', maxHeight: 320, borderRadius: 4 }}
              data-testid="receipt-image"
            />
          </Box>
        )}
        {!request.receiptUrl && request.kind === 'DEPOSIT' && <Typography variant="body2" color="text.secondary">{t('balance:receipt.none')}</Typography>}
      </Stack>
      {canEdit && !editing && <Button variant="outlined" onClick={() => setEditing(true)}>{t('balance:requests.edit')}</Button>}
      {canEdit && editing && (
        <EditDeposit
          request={request}
          onCancel={() => setEditing(false)}
          onSaved={(updated) => {
            setLoad({ status: 'ready', request: updated });
            setReceiptVersion((n) => n + 1);
            setEditing(false);
            notify.success(t('balance:requests.saved'));
            onChanged();
          }}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClose}>{t('payments:dialog.done')}</Button>
      </Box>
    </DialogContent>
  );
}

function EditDeposit({ request, onCancel, onSaved }: { request: FundRequest; onCancel: () => void; onSaved: (request: FundRequest) => void }) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const [amount, setAmount] = useState(request.amount.toFixed(2));
  const [remark, setRemark] = useState(request.remark);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null) {
      setError(t(amountErrorKey(amount)));
      return;
    }
    setPending(true);
    setError(null);
    const fail = (failure: AppError) => {
      setPending(false);
      setError(payErrorText(t, format, failure).text);
    };
    let receiptKey: string | undefined;
    const ext = file ? receiptExt(file) : null;
    if (file && ext) {
      const token = await getReceiptUploadToken(http, request.id, ext);
      if (!token.ok) return fail(token.error);
      const uploaded = await uploadReceipt(token.data, file);
      if (!uploaded.ok) return fail(uploaded.error);
      receiptKey = token.data.key;
    }
    const result = await updateDeposit(http, { id: request.id, amount: value, remark: remark.trim(), ...(receiptKey ? { receiptKey } : {}) });
    setPending(false);
    if (!result.ok) {
      setError(payErrorText(t, format, result.error).text);
      return;
    }
    onSaved(result.data);
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-label={t('balance:requests.edit')}>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <TextField label={t('balance:deposit.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} required slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
      <TextField label={t('balance:deposit.remark')} value={remark} onChange={(e) => setRemark(e.target.value.slice(0, FUND_REMARK_MAX_LENGTH))} multiline maxRows={3} />
      <ReceiptPicker file={file} problem={problem} onFile={setFile} onProblem={setProblem} disabled={pending} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={pending}>{t('payments:dialog.cancel')}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={pending}>{t('balance:requests.save')}</Button>
      </Stack>
    </Stack>
  );
}
