/**
 * @jest-environment node
 */
// The storefront draws its pictures without next/image's runtime (components/common/FillImage.tsx): the
// attributes must stay those Next's own getImageProps gives for the same picture, less the widths no screen asks
// for, or the optimiser would refuse a width or the browser would pick a different file.
import imageConfig from '@/next-image.config';
import { imageAttributes } from '@/utils/optimisedImage';

// What the build inlines for next/image from next.config.js's `images`.
process.env.__NEXT_IMAGE_OPTS = JSON.parse(
  JSON.stringify({
    deviceSizes: imageConfig.deviceSizes,
    imageSizes: imageConfig.imageSizes,
    qualities: [imageConfig.quality],
    path: '/_next/image',
    loader: 'default',
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '/api/assets/**' }],
  }),
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getImageProps } = require('next/image') as typeof import('next/image');

const SOURCES = [
  '/api/files/catalogue/taobao-654332377.jpg',
  '/api/assets/banners/spring sale.png',
  'https://img.alicdn.com/imgextra/i1/O1CN01?x=1&y=2.jpg',
];
// Every `sizes` the storefront passes, and the bare cases.
const SIZES = [
  '(max-width: 900px) 100vw, 480px',
  '64px',
  '72px',
  '(max-width: 1440px) 100vw, 1440px',
  '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px',
  '(max-width: 600px) 100vw, 50vw',
];

// The widths each `sizes` lists: next/image's, less those no screen of up to three device pixels per CSS pixel
// asks for ('all' where the picture can grow with the window).
const LISTED: Record<string, readonly number[] | 'all'> = {
  '(max-width: 900px) 100vw, 480px': 'all',
  '64px': [48, 64, 96, 128, 256],
  '72px': [64, 96, 128, 256],
  '(max-width: 1440px) 100vw, 1440px': 'all',
  '(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px': [256, 384, 640, 750, 828, 1080],
  '(max-width: 600px) 100vw, 50vw': 'all',
};

const widthOf = (entry: string) => Number(/ (\d+)w$/.exec(entry)?.[1]);

/** The CSS width `sizes` gives in a window `windowWidth` wide (the forms used above). */
function drawnAt(sizes: string, windowWidth: number): number {
  for (const entry of sizes.split(', ')) {
    const [, atMost, amount, unit] = /^(?:\(max-width: (\d+)px\) )?(\d+)(px|vw)$/.exec(entry) ?? [];
    if (atMost && windowWidth > Number(atMost)) continue;
    return unit === 'px' ? Number(amount) : (windowWidth * Number(amount)) / 100;
  }
  throw new Error(`no entry of ${sizes} applies`);
}

/**
 * What a browser fetches from a srcset for a picture that needs `needed` device pixels: the narrowest width that
 * covers it (else the widest), or, as Chromium chooses, the one under it when their geometric mean covers it.
 */
function picked(srcSet: string, needed: number, rule: 'narrowest' | 'chromium'): string {
  const entries = srcSet.split(', ').sort((a, b) => widthOf(a) - widthOf(b));
  let at = entries.findIndex((entry) => widthOf(entry) >= needed);
  if (at === -1) at = entries.length - 1;
  else if (rule === 'chromium' && at > 0) {
    const [under, over] = [widthOf(entries[at - 1] ?? ''), widthOf(entries[at] ?? '')];
    if (Math.sqrt(under * over) > needed) at -= 1;
  }
  return (entries[at] ?? '').split(' ')[0] ?? '';
}

describe('imageAttributes', () => {
  const cases = SOURCES.flatMap((src) => SIZES.map((sizes) => [src, sizes] as const));

  it.each(cases)('gives next/image’s addresses for %s at %s, for the widths a screen can ask for', (src, sizes) => {
    const { props } = getImageProps({ src, sizes, alt: '', fill: true });
    const nextEntries = (props.srcSet ?? '').split(', ');
    const widths = LISTED[sizes];
    const entries = widths === 'all' ? nextEntries : nextEntries.filter((entry) => widths?.includes(widthOf(entry)));
    expect(entries).toHaveLength(widths === 'all' ? nextEntries.length : (widths?.length ?? -1));
    expect(imageAttributes(src, sizes)).toEqual({
      src: entries.at(-1)?.split(' ')[0],
      srcSet: entries.join(', '),
      sizes: props.sizes,
    });
  });

  it.each(cases)('makes a browser fetch the file next/image’s srcset gives it, for %s at %s', (src, sizes) => {
    const ours = imageAttributes(src, sizes).srcSet ?? '';
    const next = getImageProps({ src, sizes, alt: '', fill: true }).props.srcSet ?? '';
    for (let windowWidth = 320; windowWidth <= 1600; windowWidth += 8) {
      for (const density of [1, 1.5, 2, 2.625, 3]) {
        const needed = drawnAt(sizes, windowWidth) * density;
        for (const rule of ['narrowest', 'chromium'] as const) {
          expect([windowWidth, density, rule, picked(ours, needed, rule)]).toEqual([
            windowWidth,
            density,
            rule,
            picked(next, needed, rule),
          ]);
        }
      }
    }
  });

  it('leaves a picture shown as is at its own address, with no srcset', () => {
    const src = 'http://cdn.example.test/banner.jpg';
    const { props } = getImageProps({ src, sizes: '100vw', alt: '', fill: true, unoptimized: true });
    expect(imageAttributes(src, '100vw', true)).toEqual({ src: props.src });
    expect(props.srcSet).toBeUndefined();
  });

  it.each(['/api/files/logo.svg', '/api/files/logo.svg?v=2', 'data:image/png;base64,iVBORw0KGgo='])(
    'shows %s as is, as next/image does',
    (src) => {
      const { props } = getImageProps({ src, sizes: '64px', alt: '', fill: true });
      expect(imageAttributes(src, '64px')).toEqual({ src: props.src });
    },
  );
});
