// After a navigation to another page, focus goes to that page's main heading (or, lacking one, the main area),
// so a keyboard or screen-reader shopper starts reading the new page instead of from the document body or a
// header link of the page they left. Shallow route changes (filters, tabs, paging that update the address) keep
// focus where the shopper is working. A heading that appears a little later (client-loaded pages) is waited for
// briefly; if the shopper has moved focus meanwhile, it stays where they put it.
import { useRef } from 'react';
import { useRouteChange } from '@/components/common/useRouteChange';

const WAIT_MS = 1500;
const STEP_MS = 100;

/** The main area's first h1. */
function heading(mainId: string): HTMLElement | null {
  const main = document.getElementById(mainId);
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

function focusQuietly(element: HTMLElement): void {
  // Focusable only by script: the heading must not become a Tab stop.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function useFocusHeadingOnNavigation(mainId: string): void {
  const pending = useRef<{ shallow: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useRouteChange({
    onStart: (_url, { shallow }) => {
      pending.current = { shallow };
    },
    onEnd: () => {
      const navigation = pending.current;
      pending.current = null;
      if (!navigation || navigation.shallow) return;
      if (timer.current) clearTimeout(timer.current);
      const focusedAtEnd = document.activeElement;
      const started = Date.now();
      const attempt = () => {
        timer.current = null;
        // The shopper (or the page, e.g. a dialog it opened) moved focus: leave it there.
        if (document.activeElement !== focusedAtEnd && document.activeElement !== document.body) return;
        const found = heading(mainId);
        if (found) {
          focusQuietly(found);
          return;
        }
        if (Date.now() - started < WAIT_MS) {
          timer.current = setTimeout(attempt, STEP_MS);
          return;
        }
        const main = document.getElementById(mainId);
        if (main) focusQuietly(main);
      };
      // The first look waits a moment: the new page commits after the router reports the change complete.
      timer.current = setTimeout(attempt, STEP_MS);
    },
  });
}
