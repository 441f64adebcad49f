// Asks before emptying the whole cart. Loaded on demand by the cart (whose first screen has no MUI): it brings its own
// MUI scope.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { withMuiScope } from '@/theme/MuiScope';

function ClearCartDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
      <DialogTitle id="clear-cart-title">{t('clearConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-cart-text">{t('clearConfirm.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('clearConfirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {t('clearConfirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(ClearCartDialog);
