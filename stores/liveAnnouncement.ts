// The page's polite announcement: what views (and live status changes) say in the live region that
// components/common/LiveStatus.tsx holds on every page. Apart from the live event stream, which loads after the page
// has hydrated, because the region is drawn with the page.
import { useEffect, useState } from 'react';

const announcementListeners = new Set<(text: string) => void>();

/** Says `text` in the page's polite live region (components/common/LiveStatus.tsx). */
export function announceLive(text: string): void {
  for (const listener of announcementListeners) listener(text);
}

/** The live region's text: cleared first, so that the same sentence twice is announced twice. */
export function useLiveAnnouncement(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const listener = (next: string) => {
      setText('');
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setText(next), 100);
    };
    announcementListeners.add(listener);
    return () => {
      announcementListeners.delete(listener);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return text;
}
