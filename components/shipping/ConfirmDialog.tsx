// Asks before an action that cannot be undone (delete an address, remove a receiving address, close or complete
// a transit order). The confirm button shows progress and the dialog stays until the caller closes it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { withMuiScope } from '@/theme/MuiScope';

function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  danger = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} color={danger ? 'error' : 'primary'} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// Loaded on demand, possibly on a page drawn without MUI: it brings its own scope.
export default withMuiScope(ConfirmDialog);
