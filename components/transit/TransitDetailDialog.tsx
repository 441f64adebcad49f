// The open transit order in a dialog (full screen on phones): its number and a close button in the title, then
// the detail, a placeholder while it loads, or the refusal with a retry. Loaded when an order is first opened, in
// its own MUI scope, so the list page's first screen carries no MUI.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'next-i18next/pages';
import type { TransitOrder } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import { withMuiScope } from '@/theme/MuiScope';
import { errorText } from '@/utils/errorText';
import TransitOrderDetail from './TransitOrderDetail';

function TransitDetailDialog({
  open,
  onClose,
  onRetry,
  onChanged,
}: {
  /** The open order's state; idle closes the dialog. */
  open: RemoteOrIdle<TransitOrder>;
  onClose: () => void;
  onRetry: () => void;
  onChanged: (order: TransitOrder) => void;
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open.status !== 'idle'}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="transit-detail-title"
    >
      <DialogTitle
        id="transit-detail-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {open.status === 'ready' ? (
            <>
              {t('shipping:transit.order')} <bdi dir="ltr">{open.data.orderNo}</bdi>
            </>
          ) : (
            t('shipping:transit.order')
          )}
        </Box>
        <IconButton onClick={onClose} aria-label={t('shipping:close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {open.status === 'loading' && <Skeleton variant="rounded" height={320} aria-label={t('shipping:loading')} />}
        {open.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('shipping:retry')}
              </Button>
            }
          >
            {errorText(t, open.error)}
          </Alert>
        )}
        {open.status === 'ready' && <TransitOrderDetail order={open.data} onChanged={onChanged} />}
      </DialogContent>
    </Dialog>
  );
}

export default withMuiScope(TransitDetailDialog);
