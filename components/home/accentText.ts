// The tenant colour as text (prices, step numbers, status codes), nudged until it is legible: tenants pick any
// colour, and a dark brand colour on the dark scheme (or a pale one on light) would fail WCAG AA (4.5:1).
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

const AA = 4.5;

export function accentText(theme: Theme): string {
  const main = theme.palette.primary.main;
  const background = theme.palette.background.paper;
  if (getContrastRatio(main, background) >= AA) return main;
  const shift = theme.palette.mode === 'dark' ? lighten : darken;
  for (const amount of [0.2, 0.4, 0.6, 0.8]) {
    const candidate = shift(main, amount);
    if (getContrastRatio(candidate, background) >= AA) return candidate;
  }
  return theme.palette.text.primary;
}
