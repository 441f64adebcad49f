// One of the tenant's site images (GET /front/site-content/images: the home promotion, the login side picture) at
// its own aspect ratio, as a link when the tenant gave one it is safe to follow (utils/tenantLink: a path on this
// site, or a web address opened in a new tab). The tenant's title is the picture's text; a linked picture
// without one is named by `linkLabel`, so the link never reads as empty.
import type { CSSProperties } from 'react';
import Image from 'next/image';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SiteImage } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import { tenantLink } from '@/utils/tenantLink';

const fillSx = { display: 'block', position: 'absolute', inset: 0 } as const;
const imageStyle: CSSProperties = { objectFit: 'cover' };

export default function SiteImageView({
  image,
  aspectRatio,
  sizes,
  linkLabel,
  sx,
}: {
  image: SiteImage;
  /** Width over height, e.g. 2 for 600 × 300. */
  aspectRatio: number;
  sizes: string;
  linkLabel: string;
  sx?: SxProps<Theme>;
}) {
  const link = tenantLink(image.link);
  const title = image.title?.trim() || null;
  const picture = (
    <Image
      src={image.imageUrl}
      unoptimized={!canOptimise(image.imageUrl)}
      alt={title ?? ''}
      fill
      sizes={sizes}
      style={imageStyle}
    />
  );
  const named = title ? {} : { 'aria-label': linkLabel };
  return (
    <Box
      data-testid="site-image"
      sx={[
        { position: 'relative', width: '100%', aspectRatio: String(aspectRatio), borderRadius: 2, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {!link && picture}
      {link && link.external && (
        <Box component="a" href={link.href} target="_blank" rel="noopener noreferrer" sx={fillSx} {...named}>
          {picture}
        </Box>
      )}
      {link && !link.external && (
        <Box component={NextLink} href={link.href} sx={fillSx} {...named}>
          {picture}
        </Box>
      )}
    </Box>
  );
}
