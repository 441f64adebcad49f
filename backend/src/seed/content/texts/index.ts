// Every language the demo tenants offer, by locale code.
import type { Locale } from '../../../../../contract';
import ar from './ar';
import en from './en';
import es from './es';
import fr from './fr';
import la from './la';
import th from './th';
import type { LanguagePack } from './types';
import zhCN from './zh-CN';

export const LANGUAGE_PACKS: Partial<Record<Locale, LanguagePack>> = {
  en,
  'zh-CN': zhCN,
  es,
  fr,
  ar,
  la,
  th,
};

export function packFor(language: Locale): LanguagePack {
  const pack = LANGUAGE_PACKS[language];
  if (!pack) throw new Error(`no content texts for language ${language}`);
  return pack;
}
