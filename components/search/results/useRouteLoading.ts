// True while the router is moving to another URL of the given page (a new search state): the results area
// shows skeletons instead of the previous results. Other navigations leave it alone.
import { useState } from 'react';
import { useRouteChange } from '@/components/common/useRouteChange';

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  // A locale prefix (/zh-CN/product-search) does not make it another page.
  return path.replace(/^\/[a-z]{2}(-[A-Z]{2})?(?=\/)/, '');
}

export function useRouteLoading(pathname: string): boolean {
  const [loading, setLoading] = useState(false);
  useRouteChange({
    onStart: (url) => setLoading(pathOf(url) === pathname),
    onEnd: () => setLoading(false),
  });
  return loading;
}
