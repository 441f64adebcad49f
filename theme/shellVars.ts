// The theme as CSS custom properties, for components styled by a stylesheet instead of Emotion's runtime (the
// shell: header, navigation, footer, product cards). CssBaseline writes them on :root once per page from the
// page's theme (tenant colour, scheme, direction), so a `.module.css` rule reads `var(--sf-primary)` and follows
// the tenant and the dark scheme without any script. Media queries cannot read custom properties: stylesheets
// use MUI's breakpoints as literal widths (sm 600px, md 900px, lg 1200px, xl 1536px).
import { alpha, type Theme } from '@mui/material/styles';
import { FOCUS_RING_WIDTH, focusRingColor } from './focusRing';

/** Every custom property a stylesheet may read, with the theme value it carries. */
export function shellVarDeclarations(theme: Theme): Record<`--sf-${string}`, string> {
  const { palette } = theme;
  return {
    '--sf-primary': palette.primary.main,
    '--sf-primary-dark': palette.primary.dark,
    '--sf-on-primary': palette.primary.contrastText,
    '--sf-primary-soft': alpha(palette.primary.main, palette.action.selectedOpacity),
    '--sf-text': palette.text.primary,
    '--sf-text-secondary': palette.text.secondary,
    '--sf-text-disabled': palette.text.disabled,
    '--sf-bg': palette.background.default,
    '--sf-paper': palette.background.paper,
    '--sf-divider': palette.divider,
    '--sf-hover': palette.action.hover,
    '--sf-selected': palette.action.selected,
    '--sf-action-active': palette.action.active,
    '--sf-action-disabled': palette.action.disabled,
    '--sf-error': palette.error.main,
    '--sf-on-error': palette.error.contrastText,
    '--sf-success': palette.success.main,
    '--sf-warning': palette.warning.main,
    '--sf-font': String(theme.typography.fontFamily),
    '--sf-radius': `${Number(theme.shape.borderRadius)}px`,
    '--sf-shadow-1': theme.shadows[1],
    '--sf-shadow-4': theme.shadows[4],
    '--sf-shadow-8': theme.shadows[8],
    // The storefront's one keyboard focus style (theme/focusRing.ts): ring, offset and the paper-coloured halo.
    '--sf-focus-ring': `${FOCUS_RING_WIDTH}px solid ${focusRingColor(theme)}`,
    '--sf-focus-offset': `${FOCUS_RING_WIDTH}px`,
    '--sf-focus-halo': `0 0 0 ${FOCUS_RING_WIDTH}px ${palette.background.paper}`,
  };
}
