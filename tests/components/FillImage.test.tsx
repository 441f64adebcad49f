/**
 * FillImage draws a picture across its box without next/image's runtime: its <img> must carry exactly the
 * attributes next/image renders for the same props (the optimiser's srcset less the widths no screen asks for,
 * loading, decoding, style), the page's largest picture must still be preloaded by the server's HTML, and a
 * picture that fails shows its alternative text.
 */
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Image from 'next/image';
import FillImage, { type FillImageProps } from '@/components/common/FillImage';
import { withListedWidths } from './helpers/listedWidths';

function attributesOf(markup: string): Record<string, string> {
  const img = new DOMParser().parseFromString(markup, 'text/html').querySelector('img');
  if (!img) throw new Error(`no <img> in ${markup}`);
  return Object.fromEntries([...img.attributes].map((a) => [a.name, a.value]));
}

const CASES: Array<[string, FillImageProps]> = [
  [
    'a product photo, first and large',
    {
      src: '/api/files/catalogue/taobao-654332377.jpg',
      alt: 'Red dress',
      sizes: '(max-width: 900px) 100vw, 480px',
      loading: 'eager',
      fetchPriority: 'high',
      style: { objectFit: 'contain' },
      'data-testid': 'gallery-main',
    } as FillImageProps,
  ],
  [
    'a thumbnail',
    { src: 'https://img.alicdn.com/i1/O1CN01.jpg', alt: '', sizes: '64px', style: { objectFit: 'cover' } },
  ],
  [
    'a banner preloaded',
    {
      src: '/api/assets/banners/spring.png',
      alt: 'Spring sale',
      sizes: '(max-width: 1440px) 100vw, 1440px',
      preload: true,
      fetchPriority: 'high',
      className: 'banner',
    },
  ],
  [
    'a tenant picture shown as is',
    {
      src: 'http://cdn.tenant.example/logo.png',
      alt: '',
      sizes: '100vw',
      unoptimized: true,
    },
  ],
  ['an SVG picture', { src: '/api/files/logo.svg', alt: 'Logo', sizes: '160px' }],
];

describe('FillImage', () => {
  // Every case carries its alt text in `props`.
  /* eslint-disable jsx-a11y/alt-text */
  it.each(CASES)('renders %s as next/image does', (_, props) => {
    const ours = renderToStaticMarkup(<FillImage {...props} />);
    const theirs = withListedWidths(renderToStaticMarkup(<Image fill {...props} />), props.src, props.sizes);
    expect(attributesOf(ours)).toEqual(attributesOf(theirs));
    // The style too, declaration by declaration in the same order.
    expect(attributesOf(ours).style).toBe(attributesOf(theirs).style);
  });

  it('has the server put a preload for the page’s largest picture in the head, as for next/image’s', () => {
    const props = CASES[2]![1];
    const headOf = (picture: ReactElement) =>
      /<head>(.*)<\/head>/.exec(
        renderToStaticMarkup(
          // A whole document, as the server renders a page: React hoists preloads into its head.
          <html>
            {/* eslint-disable-next-line @next/next/no-head-element */}
            <head />
            <body>{picture}</body>
          </html>,
        ),
      )?.[1];
    const head = headOf(<FillImage {...props} />);
    expect(head).toContain('<link rel="preload" as="image" imageSrcSet="/_next/image?url=');
    expect(head).toContain('fetchPriority="high"');
    expect(head).toBe(headOf(<Image fill {...props} />));
    // A lazy picture is not preloaded.
    expect(headOf(<FillImage {...CASES[1]![1]} />)).toBe('');
  });

  /* eslint-enable jsx-a11y/alt-text */

  it('shows the alternative text when the picture fails', () => {
    const { getByAltText } = render(<FillImage src="/api/files/missing.jpg" alt="Red dress" sizes="64px" />);
    const img = getByAltText('Red dress');
    expect(img.style.color).toBe('transparent');
    fireEvent.error(img);
    expect(img.style.color).toBe('');
  });
});
