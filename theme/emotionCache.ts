// Two Emotion caches: the default one and a right-to-left one whose stylis plugins flip physical CSS
// properties. _document and _app pick the same one for a request (locale `ar` or the rtl preference), so the
// server-rendered styles hydrate without a flash.
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/utils/cookies';
import { safariPrefixer } from './stylisPrefixer';

// One plugin list per direction for the life of the process: on the server Emotion keeps compiled CSS per plugin
// list (by identity), so a new array per request would compile every style again on every render.
const LTR_PLUGINS = [safariPrefixer];
const RTL_PLUGINS = [safariPrefixer, rtlPlugin];

export function createDirectionalCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createEmotionCache({ key: 'muirtl', stylisPlugins: RTL_PLUGINS })
    : createEmotionCache({ key: 'mui', stylisPlugins: LTR_PLUGINS });
}

const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

/** In the browser one cache per direction lives for the whole visit. */
export function browserCache(direction: Direction): EmotionCache {
  return (browserCaches[direction] ??= createDirectionalCache(direction));
}
