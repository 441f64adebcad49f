// The image route's quality defaults to the one quality the optimiser allows (next-image.config.js): Next 16
// answers 400 to /_next/image without `q`, so an address written by hand or by an older client is sent on to the
// same address with it (a permanent redirect; the rest of the query is kept).
//
// This is the storefront's only proxy, and its matcher lets nothing else reach it: pages never run it (see
// docs/decisions.md, "Speed: no middleware"). It is not a rule in next.config.js because any rewrite there makes
// Next send its client-side rewrite matching (2.5 KB gzip) with every page, and a configured redirect never
// matches a /_next address.
import { NextResponse, type NextRequest } from 'next/server';
import imageConfig from './next-image.config';

export function proxy(request: NextRequest): NextResponse {
  const url = new URL(request.url);
  url.searchParams.set('q', String(imageConfig.quality));
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [{ source: '/_next/image', missing: [{ type: 'query', key: 'q' }], locale: false }],
};
