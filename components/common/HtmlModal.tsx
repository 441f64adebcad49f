// A dialog showing one piece of tenant HTML (privacy policy, terms of use). Full screen on phones.
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SafeHtml from './SafeHtml';
import { withMuiScope } from '@/theme/MuiScope';

export interface HtmlModalProps {
  open: boolean;
  title: string;
  html: string | null | undefined;
  onClose: () => void;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  /** Shown when the tenant supplied no text. */
  emptyText?: string;
}

function HtmlModal({ open, title, html, onClose, closeLabel, emptyText }: HtmlModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const hasContent = Boolean(html && html.trim());
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ paddingInlineEnd: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{hasContent ? <SafeHtml html={html} /> : <span>{emptyText}</span>}</DialogContent>
    </Dialog>
  );
}

export default withMuiScope(HtmlModal);
