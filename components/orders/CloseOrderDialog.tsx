// Asks before closing an order. A paid order's money goes back to the balance, so the text says so and how much.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrder } from '@/contract';
import { cnyText } from '@/components/payments/MoneyText';
import { withMuiScope } from '@/theme/MuiScope';

function CloseOrderDialog({
  order,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  order: PurchaseOrder;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const refund = order.paidAmount - order.refundedAmount;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="close-order-title"
      aria-describedby="close-order-text"
    >
      <DialogTitle id="close-order-title">{t('close.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="close-order-text">
          {order.status === 'PENDING_PAYMENT' || refund <= 0
            ? t('close.textUnpaid')
            : t('close.textPaid', { amount: cnyText(format, refund) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('close.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={busy} color="error" variant="contained">
          {t('close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// Loaded on demand (next/dynamic) over pages drawn without MUI: the dialog brings its own theme scope.
export default withMuiScope(CloseOrderDialog);
