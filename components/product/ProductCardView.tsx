// The product card the home page and the search results share: a square cover image, the title, and the lines
// each place adds under it (price, sales, shop). The whole card links to the product page when an address could
// be built; without one (no link key configured) it shows without a link.
// A home page shows dozens of these: the card's own parts are plain elements under one style on the card (the
// look of an outlined MUI Card), not a Card, a Box, a CardContent and a Typography each with its own styles.
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import CardActionArea from '@mui/material/CardActionArea';
import { styled } from '@mui/material/styles';
import { canOptimise } from '@/components/home/imageSrc';
import { clampedCardTitleSx, productCardLook } from './cardLook';

const PART = {
  action: 'ProductCard-action', cover: 'ProductCard-cover', body: 'ProductCard-body', title: 'ProductCard-title',
  clamped: 'ProductCard-clamped',
} as const;

const CardRoot = styled('div')(({ theme }) => {
  const look = productCardLook(theme);
  return {
    ...look.root,
    [`& .${PART.action}`]: look.action,
    [`& .${PART.cover}`]: look.cover,
    [`& .${PART.body}`]: look.body,
    [`& .${PART.title}`]: look.title,
    [`& .${PART.clamped}`]: clampedCardTitleSx,
  };
});

const COVER_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px';
const COVER_STYLE = { objectFit: 'cover' } as const;

export default function ProductCardView({ coverImage, title, shownTitle = title, clampTitle = false, href, children, testId }: {
  coverImage: string | null | undefined;
  /** The full title (the tooltip). */
  title: string;
  /** What the card shows, when it is a shortened title. */
  shownTitle?: string;
  /** Cut the shown title after two lines with CSS. */
  clampTitle?: boolean;
  href: string | null;
  /** The lines under the title. */
  children: ReactNode;
  testId?: string;
}) {
  const body = (
    <>
      <div className={PART.cover}>
        {coverImage && (
          <Image src={coverImage} unoptimized={!canOptimise(coverImage)} alt="" fill sizes={COVER_SIZES} style={COVER_STYLE} />
        )}
      </div>
      <div className={PART.body}>
        <h3 className={clampTitle ? `${PART.title} ${PART.clamped}` : PART.title} title={title}>{shownTitle}</h3>
        {children}
      </div>
    </>
  );

  return (
    <CardRoot data-testid={testId}>
      {href ? (
        <CardActionArea component={NextLink} href={href} nativeButton={false} className={PART.action}>
          {body}
        </CardActionArea>
      ) : body}
    </CardRoot>
  );
}
