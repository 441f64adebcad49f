// A floating "back to top" button, shown once the shopper has scrolled past 65% of the window height, and hidden
// while a control of the page lies where it floats (a Buy now button at the bottom corner of a phone): a floating
// button must never cover an action. Checked once per animation frame on scroll and resize.
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { coversAction, type Box } from './floatingClearance';
import { useScrolledPast } from './useScrolledPast';

/** The Fab's size (medium) and its distance from the window's corner, phone and wider. */
const SIZE = 48;
const OFFSET = { phone: 16, wide: 24 };

/** Where the button floats, in window coordinates (bottom corner on the reading end). */
function floatBox(rtl: boolean, offset: number): Box {
  const top = window.innerHeight - offset - SIZE;
  const left = rtl ? offset : document.documentElement.clientWidth - offset - SIZE;
  return { left, top, right: left + SIZE, bottom: top + SIZE };
}

function useCoversAction(active: boolean, rtl: boolean, offset: number): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = document.getElementById(BUTTON_ID);
      setCovers(coversAction(floatBox(rtl, offset), own, (x, y) => document.elementsFromPoint(x, y)));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [active, rtl, offset]);
  return active && covers;
}

const BUTTON_ID = 'back-to-top';

export default function BackToTop() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const offset = wide ? OFFSET.wide : OFFSET.phone;
  const scrolled = useScrolledPast();
  const covers = useCoversAction(scrolled, theme.direction === 'rtl', offset);
  return (
    <Zoom in={scrolled && !covers} unmountOnExit>
      <Fab
        id={BUTTON_ID}
        size="medium"
        color="primary"
        aria-label={t('header.backToTop')}
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
        sx={{ position: 'fixed', bottom: offset, insetInlineEnd: offset, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
