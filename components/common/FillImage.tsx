// A picture drawn across its positioned box (next/image's `fill`): the same <img> and attributes Next's image
// component renders (the optimiser's srcset for `sizes`, lazy unless told otherwise, async decoding). Next's
// component computes those in the browser with ~4 KB of script on every page that shows a picture;
// utils/optimisedImage.ts does it in a few lines. The page's largest picture is not lazy: React's server renderer
// then puts a preload for it (its srcset and sizes) in the head by itself, as it did for next/image's.
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { fillStyle, imageAttributes } from '@/utils/optimisedImage';

export interface FillImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'
> {
  src: string;
  alt: string;
  /** The width the picture is drawn at, as a media condition list ("(max-width: 900px) 100vw, 480px"). */
  sizes: string;
  /** Shown from its own address, not through the optimiser (a host the optimiser may not fetch from). */
  unoptimized?: boolean;
  /** The page's largest picture: loaded at once, not when laid out, so the server's HTML preloads it in the head
   * and the browser fetches it before the scripts. */
  preload?: boolean;
}

/** A picture that failed shows its alternative text, as next/image does. */
function showAltText(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.color = '';
}

export default function FillImage({
  src,
  alt,
  sizes,
  unoptimized = false,
  preload = false,
  loading,
  fetchPriority,
  decoding = 'async',
  className,
  style,
  onError,
  ...rest
}: FillImageProps) {
  const attributes = imageAttributes(src, sizes, unoptimized);
  // next/image's own element, without its runtime (the reason this component exists).
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      {...rest}
      fetchPriority={fetchPriority}
      // Before src: React sets attributes in order, and Safari would start fetching src before it saw `lazy`.
      loading={loading ?? (preload ? undefined : 'lazy')}
      decoding={decoding}
      data-nimg="fill"
      className={className}
      style={fillStyle(style)}
      sizes={attributes.sizes}
      srcSet={attributes.srcSet}
      // Last, so the browser has srcset and sizes before it starts a fetch.
      src={attributes.src}
      onError={(event) => {
        showAltText(event);
        onError?.(event);
      }}
    />
  );
}
