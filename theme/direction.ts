// The text direction a page renders with: right-to-left locales always, otherwise the shopper's preference.
import { RTL_LOCALES, type Locale } from '@/contract';
import type { Direction } from '@/utils/cookies';

export function effectiveDirection(locale: string | undefined, preference: Direction): Direction {
  return RTL_LOCALES.includes(locale as Locale) ? 'rtl' : preference;
}
