// A floating "back to top" button, shown once the shopper has scrolled past 65% of the window height.
import { useTranslation } from 'next-i18next/pages';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useScrolledPast } from './useScrolledPast';

export default function BackToTop() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast();
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        size="medium"
        color="primary"
        aria-label={t('header.backToTop')}
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
        sx={{ position: 'fixed', bottom: { xs: 16, sm: 24 }, insetInlineEnd: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
