// The src, srcset and sizes of a picture drawn across its box (next/image's `fill`), as Next's image component
// computes them with the default loader: one /_next/image address per configured width from the smallest the
// `sizes` can ask for, the widest as `src`. Written out here so the pages carry a few lines instead of next/image's
// runtime; tests/unit/optimisedImage.test.ts holds it to getImageProps' output.
import type { CSSProperties } from 'react';
import imageConfig from '@/next-image.config';

const ALL_WIDTHS = [...imageConfig.deviceSizes, ...imageConfig.imageSizes].sort((a, b) => a - b);
const SMALLEST_SCREEN = Math.min(...imageConfig.deviceSizes);
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g;

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The widths worth listing: those at least the narrowest screen times the smallest share of it `sizes` names. */
function widthsFor(sizes: string): readonly number[] {
  const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((match) => parseInt(match[2] ?? '', 10));
  if (shares.length === 0) return ALL_WIDTHS;
  const smallest = Math.min(...shares) * 0.01;
  return ALL_WIDTHS.filter((width) => width >= SMALLEST_SCREEN * smallest);
}

const optimiserAddress = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${imageConfig.quality}`;

/** Addresses Next's image component shows as they are: inline data, and SVG (the optimiser does not rasterise it). */
function shownAsIs(src: string): boolean {
  return src.startsWith('data:') || src.startsWith('blob:') || (src.split('?', 1)[0] ?? src).endsWith('.svg');
}

/** `unoptimized`: the address as is (a host the optimiser may not fetch from). */
export function imageAttributes(src: string, sizes: string, unoptimized = false): ImageAttributes {
  if (unoptimized || shownAsIs(src)) return { src };
  const widths = widthsFor(sizes);
  const widest = widths.at(-1) ?? Math.max(...ALL_WIDTHS);
  return {
    sizes,
    srcSet: widths.map((width) => `${optimiserAddress(src, width)} ${width}w`).join(', '),
    src: optimiserAddress(src, widest),
  };
}

/** The style next/image gives a `fill` picture: across its positioned box, the alternative text hidden while it
 * loads, then the caller's (object-fit, opacity), in next/image's key order so the markup is the same. */
export function fillStyle(style?: CSSProperties): CSSProperties {
  return {
    position: 'absolute',
    height: '100%',
    width: '100%',
    left: 0,
    top: 0,
    right: 0,
    bottom: 0,
    objectFit: undefined,
    objectPosition: undefined,
    color: 'transparent',
    ...style,
  };
}
