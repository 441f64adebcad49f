// The parts every product card draws the same way (the home page's cards and the search results): the square
// cover, filled by the image when there is one, and the link area that makes the whole card open the product
// (no link when no address could be built). The classes come from the place's one style for its cards.
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import CardActionArea from '@mui/material/CardActionArea';
import { canOptimise } from '@/components/home/imageSrc';

const COVER_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px';
const COVER_STYLE = { objectFit: 'cover' } as const;

/**
 * `eager`: one of the first few cards of a page, whose cover is likely the largest thing on the first screen: it
 * loads at once and first rather than lazily once laid out.
 */
export function CardCover({
  className,
  src,
  eager = false,
}: {
  className: string;
  src: string | null | undefined;
  eager?: boolean;
}) {
  return (
    <div className={className}>
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

export function CardLinkArea({
  className,
  href,
  children,
}: {
  className: string;
  href: string | null;
  children: ReactNode;
}) {
  return href ? (
    <CardActionArea component={NextLink} href={href} nativeButton={false} className={className}>
      {children}
    </CardActionArea>
  ) : (
    children
  );
}
