// What next/link does for a product card, without its per-link work (address resolution, a viewport observer and
// a prefetch per card): the <a> carries the address with the page's language prefix as next/link writes it, a plain
// click opens the product inside the page (router.push, as next/link), and the product page's code is fetched
// once, after the page has loaded, as next/link's prefetch did for the first card in view.
import { useEffect, type MouseEvent } from 'react';
import type { NextRouter } from 'next/router';

/** The address as the browser should see it: prefixed with the page's language unless it is the default one. */
export function localisedHref(href: string, router: Pick<NextRouter, 'locale' | 'defaultLocale'>): string {
  const { locale, defaultLocale } = router;
  if (!locale || locale === defaultLocale || !href.startsWith('/')) return href;
  const path = (href.split(/[?#]/, 1)[0] ?? href).toLowerCase();
  const prefix = `/${locale.toLowerCase()}`;
  if (path === prefix || path.startsWith(`${prefix}/`)) return href;
  return `/${locale}${href}`;
}

/**
 * A click that the browser should handle itself (new tab or window, download, another button) is left alone, as
 * next/link leaves it; any other click on the card opens the product with the router.
 */
export function followInPage(event: MouseEvent<HTMLAnchorElement>, router: NextRouter, href: string): void {
  if (event.defaultPrevented) return;
  const target = event.currentTarget.getAttribute('target');
  if (
    (target && target !== '_self') ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0 ||
    !href.startsWith('/')
  )
    return;
  event.preventDefault();
  void router.push(href);
}

let prefetched = false;

/** Fetches the product page's code once per visit, after the first card with an address has mounted. */
export function usePrefetchProductPage(router: NextRouter | null, href: string | null): void {
  useEffect(() => {
    if (prefetched || !router || !href || !href.startsWith('/')) return;
    prefetched = true;
    // A failed prefetch only means the click loads the code then.
    router.prefetch(href).catch(() => {
      prefetched = false;
    });
  }, [router, href]);
}
