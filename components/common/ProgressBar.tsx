// The thin bar at the top during route changes (NProgress), in the tenant's primary colour. NProgress is loaded
// by the first route change, not with the page: nothing shows before one. Calls go through one promise, so a
// route change that ends before the script arrives still starts and finishes its bar in that order.
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useRouteChange } from './useRouteChange';

type NProgressApi = typeof import('nprogress');

let loaded: Promise<NProgressApi> | null = null;

function withNProgress(action: (nprogress: NProgressApi) => void, load: boolean): void {
  if (!loaded && load) {
    loaded = import('nprogress').then(({ default: nprogress }) => {
      nprogress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });
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
  const theme = useTheme();

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

  const color = theme.palette.primary.main;
  // NProgress's own stylesheet, here rather than as a render-blocking CSS file on every first load. Its bar grows
  // from the left on every page, so the glow stays on the right even where the page runs right to left.
  return (
    <GlobalStyles
      styles={`
        #nprogress { pointer-events: none; }
        #nprogress .bar {
          background: ${color}; position: fixed; z-index: ${theme.zIndex.tooltip + 1};
          top: 0; /* @noflip */ left: 0; width: 100%; height: 2px;
        }
        #nprogress .peg {
          display: block; position: absolute; /* @noflip */ right: 0; width: 100px; height: 100%; opacity: 1;
          box-shadow: 0 0 10px ${color}, 0 0 5px ${color}; transform: rotate(3deg) translate(0px, -4px);
        }
      `}
    />
  );
}
