// The product card the home page and the search results share: a square cover image, the title, and the lines
// each place adds under it (price, sales, shop). The whole card links to the product page when an address could
// be built; without one (no link key configured) it shows without a link.
// A home page shows dozens of these: the card's own parts are plain elements under one style on the card (the
// look of an outlined MUI Card), not a Card, a Box, a CardContent and a Typography each with its own styles.
import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { clampedCardTitleSx, productCardLook } from './cardLook';
import { stylesPerTheme } from '@/theme/stylesPerTheme';
import { CardCover, CardLinkArea } from './CardParts';

const PART = {
  action: 'ProductCard-action',
  cover: 'ProductCard-cover',
  body: 'ProductCard-body',
  title: 'ProductCard-title',
  clamped: 'ProductCard-clamped',
} as const;

// Worked out once per theme: a home page draws dozens of cards, each with this style.
const CardRoot = styled('div')(
  stylesPerTheme((theme) => {
    const look = productCardLook(theme);
    return {
      ...look.root,
      [`& .${PART.action}`]: look.action,
      [`& .${PART.cover}`]: look.cover,
      [`& .${PART.body}`]: look.body,
      [`& .${PART.title}`]: look.title,
      [`& .${PART.clamped}`]: clampedCardTitleSx,
    };
  }),
);

export default function ProductCardView({
  coverImage,
  title,
  shownTitle = title,
  clampTitle = false,
  href,
  children,
  testId,
}: {
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
      <CardCover className={PART.cover} src={coverImage} />
      <div className={PART.body}>
        <h3 className={clampTitle ? `${PART.title} ${PART.clamped}` : PART.title} title={title}>
          {shownTitle}
        </h3>
        {children}
      </div>
    </>
  );

  return (
    <CardRoot data-testid={testId}>
      <CardLinkArea className={PART.action} href={href}>
        {body}
      </CardLinkArea>
    </CardRoot>
  );
}
