// The frame of the balance dialogs (top up by transfer or online, withdraw, a request's detail): full screen on a
// phone, titled, and its content mounted only while open, so each opening starts from an empty form.
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export default function BalanceDialog({
  open,
  onClose,
  titleId,
  title,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The title element's id, which names the dialog. */
  titleId: string;
  title: string;
  maxWidth: 'xs' | 'sm';
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}
