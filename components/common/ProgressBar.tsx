// The thin bar at the top during route changes (NProgress), in the tenant's primary colour.
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });

export default function ProgressBar() {
  const router = useRouter();
  const theme = useTheme();

  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow && url !== router.asPath) NProgress.start();
    };
    const done = () => NProgress.done();
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
      NProgress.done();
    };
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
