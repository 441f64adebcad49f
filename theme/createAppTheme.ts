// The MUI theme for one tenant: its primary colour, the shopper's colour scheme and the text direction.
// Built on the server with the scheme from the preference cookie, so a dark page is dark in the first HTML.
import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { Tenant } from '@/contract';
import { focusRing, insetFocusRing } from './focusRing';
import type { ColorScheme, Direction } from '@/utils/cookies';

export const DEFAULT_PRIMARY = '#1976d2';

/** Content widths per breakpoint. */
export const CONTAINER_WIDTHS = { xs: 960, sm: 1024, md: 1440, lg: 1440, xl: 1920 } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The tenant colour with a leading '#', or the default when it is not a hex colour MUI can work with. */
export function primaryColor(themeColor: string | null | undefined): string {
  const raw = (themeColor ?? '').trim();
  const value = raw.startsWith('#') ? raw : `#${raw}`;
  return HEX.test(value) ? value : DEFAULT_PRIMARY;
}

/**
 * The tenant colour adjusted until text in it reads on every given surface (WCAG 4.5:1): a dark brand colour
 * (Lao tenant) is lightened on the dark scheme, a pale one darkened on the light scheme. Hue stays the tenant's.
 * Pass both the page background and the paper colour: primary text sits on both (the header, cards, tabs), and
 * in the dark scheme the paper is the lighter of the two, so a colour that just passes on the page fails there.
 */
export function readableOn(color: string, ...backgrounds: [string, ...string[]]): string {
  const [first] = backgrounds;
  const towardsLight = getContrastRatio(first, '#000') < getContrastRatio(first, '#fff');
  const worst = (candidate: string) => Math.min(...backgrounds.map((bg) => getContrastRatio(candidate, bg)));
  let adjusted = color;
  for (let step = 1; step <= 10 && worst(adjusted) < 4.5; step += 1) {
    adjusted = towardsLight ? lighten(color, step / 10) : darken(color, step / 10);
  }
  return adjusted;
}

/** Text on a primary-coloured button: white only when it reaches 4.5:1 (MUI's own threshold is 3:1). */
export function contrastTextOn(color: string): string {
  return getContrastRatio(color, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

export function createAppTheme(
  tenant: Pick<Tenant, 'themeColor'> | null,
  scheme: ColorScheme = 'light',
  direction: Direction = 'ltr',
): Theme {
  const dark = scheme === 'dark';
  const background = dark ? { default: '#121212', paper: '#1a1a1a' } : { default: '#f7f7f8', paper: '#ffffff' };
  const primary = readableOn(primaryColor(tenant?.themeColor), background.default, background.paper);
  return createTheme({
    direction,
    palette: {
      mode: scheme,
      primary: { main: primary, contrastText: contrastTextOn(primary) },
      background,
      // Text on filled status colours (chips, buttons) picks white or black by WCAG 4.5:1, not MUI's default 3:1
      // (white on the warning orange or the info blue reads at 3.1 and 3.9).
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: [
        'system-ui',
        '-apple-system',
        '"Segoe UI"',
        'Roboto',
        '"Noto Sans"',
        '"Noto Sans Lao"',
        '"Noto Sans Thai"',
        '"Noto Sans Arabic"',
        '"PingFang SC"',
        '"Hiragino Sans"',
        '"Microsoft YaHei"',
        'sans-serif',
      ].join(','),
    },
    components: {
      MuiContainer: {
        styleOverrides: {
          maxWidthXs: { maxWidth: CONTAINER_WIDTHS.xs },
          maxWidthSm: { maxWidth: CONTAINER_WIDTHS.sm },
          maxWidthMd: { maxWidth: CONTAINER_WIDTHS.md },
          maxWidthLg: { maxWidth: CONTAINER_WIDTHS.lg },
          maxWidthXl: { maxWidth: CONTAINER_WIDTHS.xl },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // Keyboard users get the theme's focus ring (theme/focusRing.ts) on every interactive element: MUI's
      // button-based controls by their focus-visible class, everything else (native links, summary, elements
      // with a tabindex) by the browser's :focus-visible (styles/baseline.css). Controls inside a clipping
      // container draw it inset.
      MuiButtonBase: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
      },
      // Unselected toggle buttons take the secondary text colour (4.5:1 on the page), not the icon grey (4.49:1).
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
      },
      MuiMenuItem: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': insetFocusRing(theme) }) },
      },
      MuiListItemButton: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': insetFocusRing(theme) }) },
      },
      MuiTab: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': insetFocusRing(theme) }) },
      },
      MuiLink: {
        styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': { ...focusRing(theme), borderRadius: 2 } }) },
      },
    },
  });
}
