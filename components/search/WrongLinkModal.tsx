// The wrong-link modal: shown when a pasted product link cannot be made into a product page address,
// and by the product page when its `url` cannot be decrypted or resolved. Texts only from translation keys.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { withMuiScope } from '@/theme/MuiScope';

export interface WrongLinkModalProps {
  open: boolean;
  onClose: () => void;
  /** The link as pasted, shown so the shopper can see what was wrong with it. */
  link?: string | null;
}

function WrongLinkModal({ open, onClose, link }: WrongLinkModalProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="wrong-link-title"
      aria-describedby="wrong-link-content"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="wrong-link-title">{t('wrong-link.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="wrong-link-content">{t('wrong-link.content')}</DialogContentText>
        {link && (
          <DialogContentText
            component="p"
            dir="ltr"
            sx={{ mt: 1, fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', color: 'text.primary' }}
          >
            {link}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1.5, typography: 'body2' }}>{t('wrong-link.supported')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('wrong-link.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(WrongLinkModal);
