// Tenant texts kept in several languages (warehouse names and addresses, shipping line names and descriptions):
// the text in the reader's language where the operator wrote one, else the default text.
import type { Locale } from '../../../../contract';

export type TextTranslations = Partial<Record<Locale, string>>;

export function inLanguage(
  text: string,
  translations: TextTranslations | null | undefined,
  language: Locale | undefined,
): string {
  return (language && translations?.[language]?.trim()) || text;
}

/** True when `name` is the default text or one of its translations (what a page in any language sends back). */
export function namesMatch(name: string, text: string, translations: TextTranslations | null | undefined): boolean {
  const wanted = name.trim();
  return wanted === text || Object.values(translations ?? {}).some((t) => t === wanted);
}
