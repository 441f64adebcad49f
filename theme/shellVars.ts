// The theme as CSS custom properties, for components styled by a stylesheet instead of Emotion's runtime (the
// shell: header, navigation, footer, product cards). CssBaseline writes them on :root once per page from the
// page's theme (tenant colour, scheme, direction), so a `.module.css` rule reads `var(--sf-primary)` and follows
// the tenant and the dark scheme without any script. Media queries cannot read custom properties: stylesheets
// use MUI's breakpoints as literal widths (sm 600px, md 900px, lg 1200px, xl 1536px).
import { alpha, darken, getContrastRatio, getOverlayAlpha, lighten, type Theme } from '@mui/material/styles';
import { FOCUS_RING_WIDTH, focusRingColor } from './focusRing';
import { readableText } from './readableText';

const ALERT_SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

/** A message box's text, background and icon per severity, as MUI Alert's standard variant draws them. */
function alertDeclarations(theme: Theme): Record<`--sf-alert-${string}`, string> {
  const { palette } = theme;
  const light = palette.mode === 'light';
  return Object.fromEntries(
    ALERT_SEVERITIES.flatMap((severity) => {
      const colour = palette[severity];
      return [
        [`--sf-alert-${severity}-text`, light ? darken(colour.light, 0.6) : lighten(colour.light, 0.6)],
        [`--sf-alert-${severity}-bg`, light ? lighten(colour.light, 0.9) : darken(colour.light, 0.9)],
        [`--sf-alert-${severity}-icon`, colour.main],
      ];
    }),
  );
}

/** Every custom property a stylesheet may read, with the theme value it carries. */
export function shellVarDeclarations(theme: Theme): Record<`--sf-${string}`, string> {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  return {
    '--sf-primary': palette.primary.main,
    '--sf-primary-dark': palette.primary.dark,
    '--sf-on-primary': palette.primary.contrastText,
    '--sf-primary-soft': alpha(palette.primary.main, palette.action.selectedOpacity),
    '--sf-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
    // An outlined button's border and a link's underline in the tenant colour, as MUI's Button and Link draw them.
    '--sf-primary-outline': alpha(palette.primary.main, 0.5),
    '--sf-primary-underline': alpha(palette.primary.main, 0.4),
    // The track under an indeterminate progress bar's moving bars, as MUI's LinearProgress tints it.
    '--sf-primary-track': dark ? darken(palette.primary.main, 0.5) : lighten(palette.primary.main, 0.62),
    // The marketplace badge: an outlined chip in the theme's secondary colour.
    '--sf-secondary': palette.secondary.main,
    '--sf-secondary-outline': alpha(palette.secondary.main, 0.7),
    '--sf-on-secondary': palette.secondary.contrastText,
    // The status colours as text on the paper (an outlined chip's label), made legible where MUI's are not.
    '--sf-secondary-text': readableText(palette.secondary.main, theme),
    '--sf-success-text': readableText(palette.success.main, theme),
    '--sf-info-text': readableText(palette.info.main, theme),
    '--sf-warning-text': readableText(palette.warning.main, theme),
    '--sf-error-text': readableText(palette.error.main, theme),
    // The current navigation item: the tenant colour, or the text colour where that lacks 3:1 on the paper (a dark
    // tenant colour on the dark scheme, a pale one on white).
    '--sf-nav-active':
      getContrastRatio(palette.primary.main, palette.background.paper) >= 3
        ? palette.primary.main
        : palette.text.primary,
    '--sf-text': palette.text.primary,
    '--sf-text-secondary': palette.text.secondary,
    '--sf-text-disabled': palette.text.disabled,
    // An input's placeholder: the text colour at MUI InputBase's opacity for the scheme.
    '--sf-placeholder-opacity': dark ? '0.5' : '0.42',
    // A text field's outline at rest, and the autofill wash on the dark scheme, as MUI's OutlinedInput draws them.
    '--sf-input-border': dark ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
    '--sf-autofill-shadow': dark ? '0 0 0 100px #266798 inset' : 'none',
    '--sf-autofill-text': dark ? '#fff' : 'currentColor',
    '--sf-bg': palette.background.default,
    '--sf-paper': palette.background.paper,
    '--sf-divider': palette.divider,
    // The status bar above the header and the footer: a grey a step off the page.
    '--sf-bar-bg': dark ? palette.grey[900] : palette.grey[100],
    '--sf-footer-bg': dark ? palette.grey[900] : palette.grey[50],
    // Tenant logos are drawn for a white header: on the dark scheme they sit on a light plate.
    '--sf-logo-plate': dark ? palette.grey[100] : 'transparent',
    '--sf-logo-plate-padding': dark ? '2px 6px' : '0',
    '--sf-logo-plate-radius': dark ? `${Number(theme.shape.borderRadius)}px` : '0',
    '--sf-hover': palette.action.hover,
    // A loading placeholder's grey, as MUI's Skeleton draws it.
    '--sf-skeleton': alpha(palette.text.primary, dark ? 0.13 : 0.11),
    // An outlined chip's border, as MUI draws it.
    '--sf-chip-border': dark ? palette.grey[700] : palette.grey[400],
    // Icon buttons: the icon grey, its hover wash, and a disabled control's colour.
    '--sf-action': palette.action.active,
    '--sf-action-hover': alpha(palette.action.active, palette.action.hoverOpacity),
    '--sf-action-disabled': palette.action.disabled,
    '--sf-action-disabled-bg': palette.action.disabledBackground,
    // Text buttons: a wash of the text colour on hover.
    '--sf-text-hover': alpha(palette.text.primary, palette.action.hoverOpacity),
    // A pressed toggle button: a wash of the text colour, deeper under the pointer, as MUI's ToggleButton.
    '--sf-text-selected': alpha(palette.text.primary, palette.action.selectedOpacity),
    '--sf-text-selected-hover': alpha(
      palette.text.primary,
      palette.action.selectedOpacity + palette.action.hoverOpacity,
    ),
    '--sf-selected': palette.action.selected,
    '--sf-focus': palette.action.focus,
    '--sf-action-active': palette.action.active,
    '--sf-error': palette.error.main,
    // An outlined button in the error colour ("log out of all devices"): its border and hover wash, as MUI's.
    '--sf-error-outline': alpha(palette.error.main, 0.5),
    '--sf-error-hover': alpha(palette.error.main, palette.action.hoverOpacity),
    '--sf-on-error': palette.error.contrastText,
    '--sf-success': palette.success.main,
    // A contained button in the success colour darkens to this on hover, as MUI's.
    '--sf-success-dark': palette.success.dark,
    '--sf-on-success': palette.success.contrastText,
    '--sf-info': palette.info.main,
    '--sf-on-info': palette.info.contrastText,
    // A filled info chip that is a link (a parcel's transit order) darkens under the pointer, as MUI's Chip does.
    '--sf-info-dark': palette.info.dark,
    '--sf-warning': palette.warning.main,
    '--sf-on-warning': palette.warning.contrastText,
    '--sf-font': String(theme.typography.fontFamily),
    '--sf-radius': `${Number(theme.shape.borderRadius)}px`,
    '--sf-shadow-1': theme.shadows[1],
    '--sf-shadow-3': theme.shadows[3],
    '--sf-shadow-4': theme.shadows[4],
    '--sf-shadow-6': theme.shadows[6],
    '--sf-shadow-8': theme.shadows[8],
    // On the dark scheme raised paper is lightened by its elevation, as MUI's Paper does (elevation 6: the recently
    // viewed products under the search box; 8: the parcel selection bar that stays at the bottom of the screen).
    '--sf-overlay-6': dark
      ? `linear-gradient(${alpha('#fff', getOverlayAlpha(6))}, ${alpha('#fff', getOverlayAlpha(6))})`
      : 'none',
    '--sf-overlay-8': dark
      ? `linear-gradient(${alpha('#fff', getOverlayAlpha(8))}, ${alpha('#fff', getOverlayAlpha(8))})`
      : 'none',
    '--sf-shadow-12': theme.shadows[12],
    // The storefront's one keyboard focus style (theme/focusRing.ts): ring, offset and the paper-coloured halo.
    '--sf-focus-ring': `${FOCUS_RING_WIDTH}px solid ${focusRingColor(theme)}`,
    '--sf-focus-offset': `${FOCUS_RING_WIDTH}px`,
    '--sf-focus-halo': `0 0 0 ${FOCUS_RING_WIDTH}px ${palette.background.paper}`,
    ...alertDeclarations(theme),
  };
}
