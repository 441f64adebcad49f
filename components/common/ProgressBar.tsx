// The thin bar at the top during route changes (NProgress), in the tenant's primary colour.
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useRouteChange } from './useRouteChange';

NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });

export default function ProgressBar() {
  const router = useRouter();
  const theme = useTheme();

  useRouteChange({
    onStart: (url, { shallow }) => {
      if (!shallow && url !== router.asPath) NProgress.start();
    },
    onEnd: () => NProgress.done(),
  });
  // Unmounting, or a new router, finishes a bar that is still running.
  useEffect(() => () => {
    NProgress.done();
  }, [router]);

  const color = theme.palette.primary.main;
  return (
    <GlobalStyles
      styles={{
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': { background: color, height: 2, zIndex: theme.zIndex.tooltip + 1 },
        '#nprogress .peg': { boxShadow: `0 0 10px ${color}, 0 0 5px ${color}` },
      }}
    />
  );
}
