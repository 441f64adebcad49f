// The attributes of a product card's cover image: the <img> next/image renders for a cover (the optimiser's srcset
// for the grids' widths, lazy except the first few), written as plain attributes because a page draws dozens of
// cards and each would otherwise be a component.
import type { ImgHTMLAttributes } from 'react';
import { canOptimise } from '@/components/home/imageSrc';
import { fillStyle, imageAttributes } from '@/utils/optimisedImage';

// The width a cover is drawn at: half a 390 px phone (two columns), a third or a quarter of a tablet, and at most
// 240 px on a wide screen (the grids' widest cells), so the browser picks the smallest image that is sharp there.
export const COVER_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px';
const COVER_STYLE = fillStyle({ objectFit: 'cover' });

export type CoverImgProps = ImgHTMLAttributes<HTMLImageElement> & { 'data-nimg': 'fill' };

/** The <img> attributes next/image would render for a card cover at `src`. */
export function coverImgProps(src: string, eager: boolean): CoverImgProps {
  return {
    alt: '',
    fetchPriority: eager ? 'high' : undefined,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    'data-nimg': 'fill',
    style: COVER_STYLE,
    // sizes and srcset before src: the browser then starts one fetch, for the right width.
    ...imageAttributes(src, COVER_SIZES, !canOptimise(src)),
  };
}
