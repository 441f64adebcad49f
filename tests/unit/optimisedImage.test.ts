/**
 * @jest-environment node
 */
// The storefront draws its pictures without next/image's runtime (components/common/FillImage.tsx): the
// attributes must stay those Next's own getImageProps gives for the same picture, or the optimiser would refuse
// a width or the browser would pick a different file.
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

describe('imageAttributes', () => {
  it.each(SOURCES.flatMap((src) => SIZES.map((sizes) => [src, sizes] as const)))(
    'gives next/image’s src, srcset and sizes for %s at %s',
    (src, sizes) => {
      const { props } = getImageProps({ src, sizes, alt: '', fill: true });
      expect(imageAttributes(src, sizes)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes });
    },
  );

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
