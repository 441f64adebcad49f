// The tenant colour as text (prices, step numbers, status codes), nudged until it is legible: tenants pick any
// colour, and a dark brand colour on the dark scheme (or a pale one on light) would fail WCAG AA (4.5:1).
import type { Theme } from '@mui/material/styles';
import { readableText } from '@/theme/readableText';

export function accentText(theme: Theme): string {
  return readableText(theme.palette.primary.main, theme);
}
