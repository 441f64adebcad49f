// The parts every product card draws the same way (the home page's cards and the search results): the square
// cover, filled by the image when there is one, and the link area that makes the whole card open the product
// (no link when no address could be built). Their look is the cards' one stylesheet (ProductCard.module.css).
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import { canOptimise } from '@/components/home/imageSrc';
import styles from './ProductCard.module.css';

// The width a cover is drawn at: half a 390 px phone (two columns), a third or a quarter of a tablet, and at most
// 240 px on a wide screen (the grids' widest cells), so the browser picks the smallest image that is sharp there.
const COVER_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px';
const COVER_STYLE = { objectFit: 'cover' } as const;

/**
 * `eager`: one of the first few cards of a page, whose cover is likely the largest thing on the first screen: it
 * loads at once and first rather than lazily once laid out.
 */
export function CardCover({ src, eager = false }: { src: string | null | undefined; eager?: boolean }) {
  return (
    <div className={styles.cover}>
      {src && (
        <Image
          src={src}
          unoptimized={!canOptimise(src)}
          alt=""
          fill
          sizes={COVER_SIZES}
          style={COVER_STYLE}
          loading={eager ? 'eager' : undefined}
          fetchPriority={eager ? 'high' : undefined}
        />
      )}
    </div>
  );
}

export function CardLinkArea({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <NextLink href={href} className={styles.action}>
      {children}
    </NextLink>
  ) : (
    children
  );
}
