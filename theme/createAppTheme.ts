// The MUI theme for one tenant: its primary colour, the shopper's colour scheme and the text direction.
// Built on the server with the scheme from the preference cookie, so a dark page is dark in the first HTML.
import { createTheme, type Theme } from '@mui/material/styles';
import type { Tenant } from '@/contract';
import type { ColorScheme, Direction } from '@/utils/cookies';

export const DEFAULT_PRIMARY = '#1976d2';

/** Content widths per breakpoint (spec section 9). */
export const CONTAINER_WIDTHS = { xs: 960, sm: 1024, md: 1440, lg: 1440, xl: 1920 } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The tenant colour with a leading '#', or the default when it is not a hex colour MUI can work with. */
export function primaryColor(themeColor: string | null | undefined): string {
  const raw = (themeColor ?? '').trim();
  const value = raw.startsWith('#') ? raw : `#${raw}`;
  return HEX.test(value) ? value : DEFAULT_PRIMARY;
}

export function createAppTheme(
  tenant: Pick<Tenant, 'themeColor'> | null,
  scheme: ColorScheme = 'light',
  direction: Direction = 'ltr',
): Theme {
  const dark = scheme === 'dark';
  return createTheme({
    direction,
    palette: {
      mode: scheme,
      primary: { main: primaryColor(tenant?.themeColor) },
      background: dark ? { default: '#121212', paper: '#1a1a1a' } : { default: '#f7f7f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: [
        'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', '"Noto Sans Lao"', '"Noto Sans Thai"',
        '"Noto Sans Arabic"', '"PingFang SC"', '"Hiragino Sans"', '"Microsoft YaHei"', 'sans-serif',
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
    },
  });
}
