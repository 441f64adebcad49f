// True while the router is moving to another URL of the given page (a new search state): the results area
// shows skeletons instead of the previous results. Other navigations leave it alone.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  // A locale prefix (/zh-CN/product-search) does not make it another page.
  return path.replace(/^\/[a-z]{2}(-[A-Z]{2})?(?=\/)/, '');
}

export function useRouteLoading(pathname: string): boolean {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (url: string) => setLoading(pathOf(url) === pathname);
    const done = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events, pathname]);
  return loading;
}
