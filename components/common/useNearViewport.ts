import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (by default one screen height below it), and
 * from then on. Below-the-fold sections wait for this before loading and rendering, so a phone's first seconds go
 * to what the shopper sees; scrolling starts them a screen early, before they would show. Without
 * IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return undefined;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
