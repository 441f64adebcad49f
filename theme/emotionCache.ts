// Two Emotion caches: the default one and a right-to-left one whose stylis plugins flip physical CSS
// properties. _document and _app pick the same one for a request (locale `ar` or the rtl preference), so the
// server-rendered styles hydrate without a flash.
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/utils/cookies';

// One plugin list for the life of the process: on the server Emotion keeps compiled CSS per plugin list (by
// identity), so a new array per request would compile every right-to-left style again on every render.
const RTL_PLUGINS = [prefixer, rtlPlugin];

export function createDirectionalCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createEmotionCache({ key: 'muirtl', stylisPlugins: RTL_PLUGINS })
    : createEmotionCache({ key: 'mui' });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** In the browser one cache per direction lives for the whole visit. */
export function browserCache(direction: Direction): EmotionCache {
  return (browserCaches[direction] ??= createDirectionalCache(direction));
}
