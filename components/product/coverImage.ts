// The attributes of a product card's cover image. Every cover of a page has the same attributes except its
// address, and next/image worked out the srcset (one optimiser URL per configured width) and the style for each card
// again, on the server and while hydrating. Here Next's getImageProps computes them once per kind of cover (eager or
// lazy, optimised or shown as is) for a stand-in address, and each card puts its own address in the stand-in's place:
// the default loader writes the address only as encodeURIComponent(src), so the result is the same markup.
import { getImageProps, type ImageProps } from 'next/image';
import { canOptimise } from '@/components/home/imageSrc';

// The width a cover is drawn at: half a 390 px phone (two columns), a third or a quarter of a tablet, and at most
// 240 px on a wide screen (the grids' widest cells), so the browser picks the smallest image that is sharp there.
export const COVER_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px';
const COVER_STYLE = { objectFit: 'cover' } as const;

/** A stand-in inside the optimiser's allowed local paths (next.config.js images.localPatterns). */
const STAND_IN = '/api/files/card-cover';
const ENCODED_STAND_IN = encodeURIComponent(STAND_IN);

export type CoverImgProps = ReturnType<typeof getImageProps>['props'];

const templates = new Map<string, CoverImgProps>();

function template(optimised: boolean, eager: boolean): CoverImgProps {
  const key = `${optimised}:${eager}`;
  let props = templates.get(key);
  if (!props) {
    const options: ImageProps = {
      src: STAND_IN,
      alt: '',
      fill: true,
      sizes: COVER_SIZES,
      style: COVER_STYLE,
      unoptimized: !optimised,
      loading: eager ? 'eager' : undefined,
      fetchPriority: eager ? 'high' : undefined,
    };
    // next/image's element adds data-nimg="fill" after `decoding` to the attributes getImageProps returns.
    const { alt, fetchPriority, loading, decoding, ...rest } = getImageProps(options).props;
    props = { alt, fetchPriority, loading, decoding, 'data-nimg': 'fill', ...rest } as CoverImgProps;
    templates.set(key, props);
  }
  return props;
}

/**
 * Whether Next's optimiser serves this cover: an address next.config.js allows (canOptimise), and not one that
 * next/image itself shows as is (an SVG picture, as without images.dangerouslyAllowSVG).
 */
function optimisable(src: string): boolean {
  return canOptimise(src) && !(src.split('?', 1)[0] ?? src).endsWith('.svg');
}

/** The <img> attributes next/image would render for a card cover at `src`. */
export function coverImgProps(src: string, eager: boolean): CoverImgProps {
  const optimised = optimisable(src);
  const props = template(optimised, eager);
  if (!optimised) return { ...props, src };
  const encoded = encodeURIComponent(src);
  return {
    ...props,
    src: props.src.replaceAll(ENCODED_STAND_IN, encoded),
    srcSet: props.srcSet?.replaceAll(ENCODED_STAND_IN, encoded),
  };
}
