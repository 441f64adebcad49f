// The scroll flag: true once the page is scrolled past 65% of the window height.
// Used for the back-to-top button and the compact sticky header. False during the server render and hydration.
import { useEffect, useState } from 'react';
import { SCROLL_THRESHOLD_RATIO } from './layoutConstants';

export function isScrolledPast(scrollY: number, windowHeight: number, ratio = SCROLL_THRESHOLD_RATIO): boolean {
  return scrollY > windowHeight * ratio;
}

export function useScrolledPast(ratio = SCROLL_THRESHOLD_RATIO): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setPast(isScrolledPast(window.scrollY, window.innerHeight, ratio));
    };
    // One measurement per animation frame, however many scroll events arrive.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    // The position at mount (a page restored scrolled) is read in the next frame too: read here, among the effects
    // that follow hydration, it would make the browser lay the page out inside that task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ratio]);
  return past;
}
