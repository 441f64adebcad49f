/**
 * A card's cover is a plain <img> with attributes made from a once-per-page template (components/product/
 * coverImage.ts): the markup must be what next/image renders for the same cover, for the optimiser's addresses
 * (srcset per width, less the widths no screen asks for), addresses shown as is, SVG pictures, and the eager first
 * covers.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import Image from 'next/image';
import { canOptimise } from '@/components/home/imageSrc';
import { COVER_SIZES, coverImgProps } from '@/components/product/coverImage';
import { withListedWidths } from '../components/helpers/listedWidths';

function viaNextImage(src: string, eager: boolean): string {
  const markup = renderToStaticMarkup(
    <Image
      src={src}
      unoptimized={!canOptimise(src)}
      alt=""
      fill
      sizes={COVER_SIZES}
      style={{ objectFit: 'cover' }}
      loading={eager ? 'eager' : undefined}
      fetchPriority={eager ? 'high' : undefined}
    />,
  );
  return withListedWidths(markup, src, COVER_SIZES);
}

const viaTemplate = (src: string, eager: boolean): string =>
  // The template carries alt="" and the optimiser's addresses.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  renderToStaticMarkup(<img {...coverImgProps(src, eager)} />);

const covers = [
  '/api/files/catalogue/taobao-654332377616.jpg',
  '/api/files/catalogue/a b&c?x=1%2F.jpg',
  'https://img.alicdn.com/imgextra/i1/O1CN01abc_!!0-item_pic.jpg_400x400.jpg',
  'https://img.alicdn.com/pic.svg?x=1',
  'http://img.alicdn.com/plain-http.jpg',
  'https://cdn.tenant.example/banner.png',
];

describe('card cover image', () => {
  it.each(covers)('%s renders as next/image does', (src) => {
    for (const eager of [false, true]) {
      expect(viaTemplate(src, eager)).toBe(viaNextImage(src, eager));
    }
  });

  it('writes each cover its own address', () => {
    const a = viaTemplate(covers[0]!, false);
    expect(a).toContain(encodeURIComponent(covers[0]!));
    expect(a).not.toContain('card-cover');
  });
});
