// A component's style worked out once per theme instead of once per render. The shell's styled roots carry large
// style objects (every slot's rules, nested selectors, breakpoints); Emotion walks and hashes such an object on
// every render, while a serialised style (css()) it takes as a finished string. Themes are shared per (colour,
// scheme, direction) for the life of the process (theme/themeCache.ts), so each theme builds its styles once.
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

// `object`: the style objects spread theme parts (typography variants) whose types Emotion's CSSObject rejects.
export function stylesPerTheme(build: (theme: Theme) => object): (props: { theme: Theme }) => SerializedStyles {
  const cache = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }) => {
    let styles = cache.get(theme);
    if (!styles) {
      styles = css(build(theme) as CSSObject);
      cache.set(theme, styles);
    }
    return styles;
  };
}
