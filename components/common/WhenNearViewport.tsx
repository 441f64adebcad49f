// A below-the-fold part that mounts only when the shopper scrolls near it (half a screen early), so its code, its
// data and what it loads (the recently viewed row loads the product-link cipher) stay off a phone's first seconds.
// Half a screen, not the home page's whole one: on a phone the product page's recently viewed row sits under the
// description, which arrives after the page, so at first it is less than two screens down. Until then an empty
// marker holds its place: the part renders nothing on the server either, so nothing moves where the shopper is
// looking.
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export default function WhenNearViewport({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, '50% 0px');
  return near ? children : <div ref={marker} />;
}
