// One MUI theme per (tenant colour, colour scheme, direction), kept for the life of the process. createTheme is
// one of the most expensive steps of a server render (it merges and freezes large objects), and a theme depends on
// nothing else, so every request and every re-render with the same three inputs shares one object. The number of
// keys is bounded by tenants × 2 × 2; the cap only guards against a flood of odd colours.
import type { Theme } from '@mui/material/styles';
import type { Tenant } from '@/contract';
import type { ColorScheme, Direction } from '@/utils/cookies';
import { createAppTheme, primaryColor } from './createAppTheme';

const MAX_THEMES = 256;
const themes = new Map<string, Theme>();

export function appTheme(tenant: Pick<Tenant, 'themeColor'> | null, scheme: ColorScheme, direction: Direction): Theme {
  const key = `${primaryColor(tenant?.themeColor)}|${scheme}|${direction}`;
  const known = themes.get(key);
  if (known) return known;
  const theme = createAppTheme(tenant, scheme, direction);
  if (themes.size >= MAX_THEMES) {
    const oldest = themes.keys().next().value;
    if (oldest !== undefined) themes.delete(oldest);
  }
  themes.set(key, theme);
  return theme;
}

/** Themes currently kept (for tests). */
export function themeCacheSize(): number {
  return themes.size;
}
