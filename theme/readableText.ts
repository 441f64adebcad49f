// A palette colour as text on the paper, nudged (darker on the light scheme, lighter on the dark) until it reads at
// WCAG AA's 4.5:1: tenants pick any brand colour, and MUI's own status colours are not all legible as text (its
// warning orange on white reads at 3.1:1, its info blue at 3.9:1).
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

const AA = 4.5;

export function readableText(colour: string, theme: Theme): string {
  const background = theme.palette.background.paper;
  if (getContrastRatio(colour, background) >= AA) return colour;
  const shift = theme.palette.mode === 'dark' ? lighten : darken;
  for (const amount of [0.2, 0.4, 0.6, 0.8]) {
    const candidate = shift(colour, amount);
    if (getContrastRatio(candidate, background) >= AA) return candidate;
  }
  return theme.palette.text.primary;
}
