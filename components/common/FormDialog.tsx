// A dialog that holds one form (an address, feedback, a return or exchange, a shipment): full screen on a phone, the
// title naming both the dialog and the form, the fields in a column, then Cancel and the form's submit button. While
// the form is being sent the dialog cannot be closed, Cancel is disabled and the submit button shows it is working.
// The form validates itself (noValidate): its fields show their own translated errors, and a submit that leaves one
// wrong moves the focus to the first, so a shopper who scrolled past it on a phone is taken back to it.
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { focusingFirstInvalid } from './form/focusFirstInvalid';

export default function FormDialog({
  id,
  open,
  onClose,
  pending,
  title,
  maxWidth = 'sm',
  spacing = 2,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitDisabled = false,
  children,
}: {
  /** Names the title (`id-title`) and the form (`id-form`), unique on the page. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** The form is being sent. */
  pending: boolean;
  title: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Space between the form's fields, in theme spacing units. */
  spacing?: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel: string;
  submitLabel: string;
  /** Sending would not do yet (a photo still uploading, no line chosen). */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `${id}-title`;
  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={spacing}
          onSubmit={focusingFirstInvalid(onSubmit)}
          aria-labelledby={titleId}
        >
          {children}
        </Stack>
      </DialogContent>
      {/* Long labels wrap onto a second row rather than push the dialog wider than a phone. */}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
