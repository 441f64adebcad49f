// The product card the home page and the search results share: a square cover image, the title, and the lines
// each place adds under it (price, sales, shop). The whole card links to the product page when an address could
// be built; without one (no link key configured) it shows without a link.
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { canOptimise } from '@/components/home/imageSrc';

/** Room for two lines of title, so the cards of a row line up. */
export const cardTitleSx = { minHeight: '2.86em', lineHeight: 1.43, wordBreak: 'break-word' } as const;

/** The same, cut with an ellipsis after the second line. */
export const clampedCardTitleSx = {
  display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', ...cardTitleSx,
} as const;

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
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        {coverImage && (
          <Image
            src={coverImage}
            unoptimized={!canOptimise(coverImage)}
            alt=""
            fill
            sizes="(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px"
            style={{ objectFit: 'cover' }}
          />
        )}
      </Box>
      <CardContent sx={{ p: 1.25, '&:last-child': { pb: 1.25 } }}>
        <Typography component="h3" variant="body2" title={title} sx={clampTitle ? clampedCardTitleSx : cardTitleSx}>
          {shownTitle}
        </Typography>
        {children}
      </CardContent>
    </>
  );

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      {href ? (
        <CardActionArea component={NextLink} href={href} nativeButton={false} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : body}
    </Card>
  );
}
