// A floating "back to top" button, shown once the shopper has scrolled past 65% of the window height, and hidden
// while a control of the page lies where it floats (a Buy now button at the bottom corner of a phone): a floating
// button must never cover an action. Checked once per animation frame on scroll and resize. A plain button with
// the look of MUI's Fab and Zoom from a static stylesheet (BackToTop.module.css).
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import { KEYBOARD_ARROW_UP } from '@/components/common/plainIconPaths';
import styles from './BackToTop.module.css';
import { coversAction, type Box } from './floatingClearance';
import { useScrolledPast } from './useScrolledPast';

/** The button's size and its distance from the window's corner, phone and from sm (as in the stylesheet). */
const SIZE = 48;
const OFFSET = { phone: 16, wide: 24 };
const WIDE_QUERY = '(min-width: 600px)';

/** Where the button floats, in window coordinates (bottom corner on the reading end). */
function floatBox(): Box {
  const offset = window.matchMedia?.(WIDE_QUERY).matches ? OFFSET.wide : OFFSET.phone;
  const rtl = document.documentElement.dir === 'rtl';
  const top = window.innerHeight - offset - SIZE;
  const left = rtl ? offset : document.documentElement.clientWidth - offset - SIZE;
  return { left, top, right: left + SIZE, bottom: top + SIZE };
}

function useCoversAction(active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      // The button itself (shown, or zooming out) is never in its own way.
      const own = document.getElementById(BUTTON_ID);
      setCovers(coversAction(floatBox(), own, (x, y) => document.elementsFromPoint(x, y)));
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
  }, [active]);
  return active && covers;
}

const BUTTON_ID = 'back-to-top';

export default function BackToTop() {
  const { t } = useTranslation('common');
  const scrolled = useScrolledPast();
  const covers = useCoversAction(scrolled);
  const shown = scrolled && !covers;
  // Mounted from the first showing on, so hiding can play the zoom out.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <button
      id={BUTTON_ID}
      type="button"
      className={shown ? styles.button : `${styles.button} ${styles.hidden}`}
      aria-label={t('header.backToTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <PlainIcon d={KEYBOARD_ARROW_UP} />
    </button>
  );
}
