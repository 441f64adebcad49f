// The one keyboard focus style of the storefront (WCAG 2.2: 2.4.7 focus visible, 2.4.11 not obscured, 2.4.13
// focus appearance): a 2 px ring in the tenant's readable primary colour, which reaches 4.5:1 against both the
// page and the paper (theme/createAppTheme.ts `readableOn`), drawn 2 px outside the control over a 2 px halo in
// the paper colour. The halo keeps the ring 3:1 apart from a control filled with the same primary colour (Pay
// now, Add to cart) and from a primary-coloured surface, where a ring of the control's own colour would vanish.
import type { Theme } from '@mui/material/styles';

export const FOCUS_RING_WIDTH = 2;

/** The colour of the ring in this theme. */
export function focusRingColor(theme: Theme): string {
  return theme.palette.primary.main;
}

/** The ring outside the element's box, with the halo filling the gap between the ring and the control. */
export function focusRing(theme: Theme) {
  return {
    outline: `${FOCUS_RING_WIDTH}px solid ${focusRingColor(theme)}`,
    outlineOffset: FOCUS_RING_WIDTH,
    boxShadow: `0 0 0 ${FOCUS_RING_WIDTH}px ${theme.palette.background.paper}`,
  } as const;
}

/**
 * The ring inside the element's box, for controls whose container clips what lies outside it (menu items, list
 * rows in a drawer, tabs in a scroller): the ring sits on the control's own edge, over the paper-coloured halo.
 */
export function insetFocusRing(theme: Theme) {
  return {
    outline: `${FOCUS_RING_WIDTH}px solid ${focusRingColor(theme)}`,
    outlineOffset: -FOCUS_RING_WIDTH,
    boxShadow: `inset 0 0 0 ${FOCUS_RING_WIDTH * 2}px ${theme.palette.background.paper}`,
  } as const;
}
