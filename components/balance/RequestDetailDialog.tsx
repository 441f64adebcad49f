// One deposit or withdrawal request as the server holds it (queryDetail): amounts, fee and net, channel, account,
// remark, the private receipt image, the decision. While a deposit is pending, its amount, remark and receipt can
// be changed (update-deposit; a new receipt goes to a fresh private upload token first).
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { FundRequest } from '@/contract';
import { useRemoteLoad } from '@/components/common/useRemote';
import MoneyText from '@/components/payments/MoneyText';
import { getFundRequest, receiptSrc } from '@/services/account';
import { useHttp, useNotify, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import BalanceDialog from './BalanceDialog';
import EditDepositForm from './EditDepositForm';
import RequestStatusChip from './RequestStatusChip';
import { withMuiScope } from '@/theme/MuiScope';

function RequestDetailDialog({
  requestId,
  onClose,
  onChanged,
}: {
  requestId: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('balance');
  return (
    <BalanceDialog
      open={requestId !== null}
      onClose={onClose}
      titleId="request-title"
      title={t('requests.detail')}
      maxWidth="sm"
    >
      {requestId && <RequestDetail key={requestId} requestId={requestId} onClose={onClose} onChanged={onChanged} />}
    </BalanceDialog>
  );
}

function RequestDetail({
  requestId,
  onClose,
  onChanged,
}: {
  requestId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['balance', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const notify = useNotify();
  const fetchRequest = useCallback(() => getFundRequest(http, requestId), [http, requestId]);
  const { state: load, show } = useRemoteLoad<FundRequest>(fetchRequest);
  const [editing, setEditing] = useState(false);
  const [receiptVersion, setReceiptVersion] = useState(0);

  if (load.status === 'failed')
    return (
      <DialogContent>
        <Alert severity="error">{errorText(t, load.error)}</Alert>
      </DialogContent>
    );
  if (load.status !== 'ready')
    return (
      <DialogContent>
        <CircularProgress aria-label={t('balance:loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />
      </DialogContent>
    );
  const request = load.data;
  const canEdit = request.kind === 'DEPOSIT' && request.status === 'PENDING';
  const row = (label: string, value: React.ReactNode) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <DialogContent>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`balance:requestKind.${request.kind}`)}
          </Typography>
          <RequestStatusChip status={request.status} />
        </Box>
        {row(t('balance:requests.number'), <bdi dir="ltr">{request.requestNo}</bdi>)}
        {row(t('balance:requests.created'), <bdi>{format.dateTime(request.createdAt, tenant.timezoneOffset)}</bdi>)}
        {request.channel &&
          row(
            t('balance:deposit.channel'),
            `${t(`balance:channelKind.${request.channel.kind}`)} · ${request.channel.name}`,
          )}
        {row(t('balance:requests.amount'), <MoneyText amount={request.amount} strong />)}
        {row(t('balance:requests.fee'), <MoneyText amount={request.fee} />)}
        {row(
          request.kind === 'DEPOSIT' ? t('balance:requests.credited') : t('balance:requests.paidOut'),
          <MoneyText amount={request.netAmount} />,
        )}
        {request.account && row(t('balance:withdraw.account'), <bdi dir="ltr">{request.account}</bdi>)}
        {request.remark && row(t('balance:deposit.remark'), request.remark)}
        {request.decidedAt &&
          row(t('balance:requests.decided'), <bdi>{format.dateTime(request.decidedAt, tenant.timezoneOffset)}</bdi>)}
        {request.rejectReason && (
          <Alert severity="error">{t('balance:requests.rejected', { reason: request.rejectReason })}</Alert>
        )}
        {request.receiptUrl && (
          <Box>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
              {t('balance:receipt.label')}
            </Typography>
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
        {!request.receiptUrl && request.kind === 'DEPOSIT' && (
          <Typography variant="body2" color="textSecondary">
            {t('balance:receipt.none')}
          </Typography>
        )}
      </Stack>
      {canEdit && !editing && (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('balance:requests.edit')}
        </Button>
      )}
      {canEdit && editing && (
        <EditDepositForm
          request={request}
          onCancel={() => setEditing(false)}
          onSaved={(updated) => {
            show(updated);
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

// Loaded on demand into a page that may have no MUI scope of its own.
export default withMuiScope(RequestDetailDialog);
