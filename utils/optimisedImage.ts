// The src, srcset and sizes of a picture drawn across its box (next/image's `fill`), as Next's image component
// computes them with the default loader (one /_next/image address per configured width from the smallest the
// `sizes` can ask for, the widest listed as `src`), less the widths no screen can ask for: when `sizes` bounds the
// picture (every entry a fixed width, or a share of a window no wider than its media condition allows), the list
// stops at the first width that covers the widest it can be drawn at on a screen of three device pixels per CSS
// pixel, and a fixed-width picture lists one width narrower than itself, not all of them. A product card then
// lists 6 widths instead of 10, a 72 px thumbnail 4 instead of 16: less HTML to render and send, the same file for
// the browser to pick. Written out here so the pages carry a few lines instead of next/image's runtime;
// tests/unit/optimisedImage.test.ts holds it to getImageProps' output.
import type { CSSProperties } from 'react';
import imageConfig from '@/next-image.config';
import { BoundedCache } from './boundedCache';

const ALL_WIDTHS = [...imageConfig.deviceSizes, ...imageConfig.imageSizes].sort((a, b) => a - b);
const SMALLEST_SCREEN = Math.min(...imageConfig.deviceSizes);
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g;
/** The densest screens a shopper is likely to hold: device pixels per CSS pixel. */
const MOST_DEVICE_PIXELS = 3;
/** One entry of `sizes` in the forms the storefront writes: "480px", "50vw", "(max-width: 600px) 50vw". */
const SIZES_ENTRY = /^(?:\(max-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/;

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Next's widths: those at least the narrowest screen times the smallest share of it `sizes` names. */
function nextWidthsFor(sizes: string): readonly number[] {
  const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((match) => parseInt(match[2] ?? '', 10));
  if (shares.length === 0) return ALL_WIDTHS;
  const smallest = Math.min(...shares) * 0.01;
  return ALL_WIDTHS.filter((width) => width >= SMALLEST_SCREEN * smallest);
}

/**
 * The narrowest width in CSS pixels the picture can be drawn at when every entry is a fixed width (else 0), and the
 * widest; null when `sizes` lets it grow with the window (a share without a max-width) or has a form not read here.
 */
function drawnWidths(sizes: string): { narrowestFixed: number; widest: number } | null {
  let narrowestFixed = Infinity;
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const match = SIZES_ENTRY.exec(entry.trim());
    if (!match) return null;
    const [, windowAtMost, amount, unit] = match;
    const value = Number(amount);
    if (unit === 'px') {
      narrowestFixed = Math.min(narrowestFixed, value);
      widest = Math.max(widest, value);
    } else if (windowAtMost) {
      // A share of the window can be as narrow as the window: no fixed lower bound.
      narrowestFixed = 0;
      widest = Math.max(widest, (Number(windowAtMost) * value) / 100);
    } else {
      return null;
    }
  }
  return { narrowestFixed, widest };
}

// A page passes the same few `sizes` for every picture it draws: each is read once.
const widthsBySizes = new BoundedCache<readonly number[]>(100);

/** The widths worth listing for `sizes`. */
function widthsFor(sizes: string): readonly number[] {
  return widthsBySizes.get(sizes, () => boundedWidths(sizes));
}

/** Next's widths for `sizes`, cut to those a screen can ask for when `sizes` bounds the picture. */
function boundedWidths(sizes: string): readonly number[] {
  const widths = nextWidthsFor(sizes);
  const drawn = drawnWidths(sizes);
  if (!drawn) return widths;
  const covering = ALL_WIDTHS.find((width) => width >= drawn.widest * MOST_DEVICE_PIXELS) ?? Infinity;
  // The width just under the narrowest stays: a browser may take it when it is nearly enough (Chromium takes the
  // narrower of two neighbours when their geometric mean covers the picture).
  const justUnder = ALL_WIDTHS.filter((width) => width < Math.min(drawn.narrowestFixed, covering)).at(-1) ?? 0;
  return widths.filter((width) => width <= covering && width >= justUnder);
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
