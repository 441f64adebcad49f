// Changing a pending deposit: its amount, remark and receipt (a new receipt goes to a fresh private upload token
// first, then update-deposit). Nothing changes until the server accepts the whole change.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { FUND_REMARK_MAX_LENGTH, type FundRequest } from '@/contract';
import { payErrorText } from '@/components/payments/payErrors';
import { getReceiptUploadToken, updateDeposit } from '@/services/account';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';
import { amountErrorKey, parseAmount } from './amountInput';
import ReceiptPicker from './ReceiptPicker';
import { receiptExt, uploadReceipt, type ReceiptProblem } from './receiptFile';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

export default function EditDepositForm({
  request,
  onCancel,
  onSaved,
}: {
  request: FundRequest;
  onCancel: () => void;
  onSaved: (request: FundRequest) => void;
}) {
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
    const value = parseAmount(amount, format.locale);
    if (value === null) {
      setError(t(amountErrorKey(amount, format.locale)));
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
    const result = await updateDeposit(http, {
      id: request.id,
      amount: value,
      remark: remark.trim(),
      ...(receiptKey ? { receiptKey } : {}),
    });
    setPending(false);
    if (!result.ok) {
      setError(payErrorText(t, format, result.error).text);
      return;
    }
    onSaved(result.data);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={focusingFirstInvalid((e) => void submit(e))}
      spacing={2}
      aria-label={t('balance:requests.edit')}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={t('balance:deposit.amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <TextField
        label={t('balance:deposit.remark')}
        value={remark}
        onChange={(e) => setRemark(e.target.value.slice(0, FUND_REMARK_MAX_LENGTH))}
        multiline
        maxRows={3}
      />
      <ReceiptPicker file={file} problem={problem} onFile={setFile} onProblem={setProblem} disabled={pending} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('payments:dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={pending}>
          {t('balance:requests.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
