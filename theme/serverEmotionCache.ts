// The Emotion cache of the page being rendered on the server: _document creates it (one per request, ltr or rtl)
// and extracts the styles written into it; _app hands it down here so every MuiScope of the page writes into that
// same cache. In the browser it is null: each scope uses the visit's cache for its direction.
import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

export const ServerEmotionCacheContext = createContext<EmotionCache | null>(null);
