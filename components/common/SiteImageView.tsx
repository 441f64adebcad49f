// One of the tenant's site images (GET /front/site-content/images: the home promotion, the login side picture) at
// its own aspect ratio, as a link when the tenant gave one it is safe to follow (utils/tenantLink: a path on this
// site, or a web address opened in a new tab). The tenant's title is the picture's text; a linked picture
// without one is named by `linkLabel`, so the link never reads as empty.
import type { CSSProperties } from 'react';
import FillImage from '@/components/common/FillImage';
import NextLink from 'next/link';
import type { SiteImage } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import { tenantLink } from '@/utils/tenantLink';
import styles from './SiteImageView.module.css';

const imageStyle: CSSProperties = { objectFit: 'cover' };

export default function SiteImageView({
  image,
  aspectRatio,
  sizes,
  linkLabel,
  className,
}: {
  image: SiteImage;
  /** Width over height, e.g. 2 for 600 × 300. */
  aspectRatio: number;
  sizes: string;
  linkLabel: string;
  /** The frame's place in the page (width limits, when it shows). */
  className?: string;
}) {
  const link = tenantLink(image.link);
  const title = image.title?.trim() || null;
  const picture = (
    <FillImage
      src={image.imageUrl}
      unoptimized={!canOptimise(image.imageUrl)}
      alt={title ?? ''}
      sizes={sizes}
      style={imageStyle}
    />
  );
  const named = title ? {} : { 'aria-label': linkLabel };
  return (
    <div
      data-testid="site-image"
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={{ aspectRatio: String(aspectRatio) }}
    >
      {!link && picture}
      {link && link.external && (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.fill} {...named}>
          {picture}
        </a>
      )}
      {link && !link.external && (
        <NextLink href={link.href} className={styles.fill} {...named}>
          {picture}
        </NextLink>
      )}
    </div>
  );
}
