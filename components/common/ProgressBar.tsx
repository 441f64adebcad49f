// The thin bar at the top during route changes (NProgress), in the tenant's primary colour. NProgress is loaded
// by the first route change, not with the page: nothing shows before one. Calls go through one promise, so a
// route change that ends before the script arrives still starts and finishes its bar in that order. Its
// stylesheet (the bar in the tenant's colour) is part of styles/baseline.css.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useRouteChange } from './useRouteChange';

type NProgressApi = typeof import('nprogress');

// NProgress's own markup gives the bar role="bar", which is no ARIA role (an accessibility check fails on it while
// a route changes), and finds the bar by that role. The bar is decoration: the route announcer tells a screen
// reader the page changed.
const TEMPLATE = '<div class="bar"><div class="peg"></div></div>';

let loaded: Promise<NProgressApi> | null = null;

function withNProgress(action: (nprogress: NProgressApi) => void, load: boolean): void {
  if (!loaded && load) {
    loaded = import('nprogress').then(({ default: nprogress }) => {
      nprogress.configure({
        showSpinner: false,
        trickleSpeed: 200,
        minimum: 0.1,
        template: TEMPLATE,
        barSelector: '.bar',
      });
      return nprogress;
    });
    // A failed download leaves navigation without a bar and lets the next route change try again.
    loaded.catch(() => {
      loaded = null;
    });
  }
  void loaded?.then(action, () => undefined);
}

export default function ProgressBar() {
  const router = useRouter();

  useRouteChange({
    onStart: (url, { shallow }) => {
      if (!shallow && url !== router.asPath) withNProgress((nprogress) => nprogress.start(), true);
    },
    onEnd: () => withNProgress((nprogress) => nprogress.done(), false),
  });
  // Unmounting, or a new router, finishes a bar that is still running.
  useEffect(
    () => () => {
      withNProgress((nprogress) => nprogress.done(), false);
    },
    [router],
  );

  return null;
}
