// The parts every product card draws the same way (the home page's cards and the search results): the square
// cover, filled by the image when there is one, and the link area that makes the whole card open the product
// (no link when no address could be built). Their look is the cards' one stylesheet (ProductCard.module.css).
// A page draws dozens of cards, so these are plain elements: the cover is an <img> with next/image's attributes
// (coverImage.ts) and the link is an <a> that opens the product inside the page (cardNavigation.ts).
import { useContext, type ReactNode } from 'react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { coverImgProps } from './coverImage';
import { followInPage, localisedHref, usePrefetchProductPage } from './cardNavigation';
import styles from './ProductCard.module.css';

/**
 * `eager`: one of the first few cards of a page, whose cover is likely the largest thing on the first screen: it
 * loads at once and first rather than lazily once laid out.
 */
export function CardCover({ src, eager = false }: { src: string | null | undefined; eager?: boolean }) {
  return (
    // The cover is decorative (alt=""): the card's title names the product.
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
    <div className={styles.cover}>{src && <img {...coverImgProps(src, eager)} />}</div>
  );
}

export function CardLinkArea({ href, children }: { href: string | null; children: ReactNode }) {
  // The router's context as next/link reads it: null where no Next router is mounted (a card rendered on its own),
  // and the card is then a plain link.
  const router = useContext(RouterContext);
  usePrefetchProductPage(router, href);
  return href ? (
    <a
      href={router ? localisedHref(href, router) : href}
      className={styles.action}
      onClick={router ? (event) => followInPage(event, router, href) : undefined}
    >
      {children}
    </a>
  ) : (
    children
  );
}
