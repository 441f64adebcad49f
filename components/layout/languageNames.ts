// Each language named in itself, so a shopper finds their own language whatever the page is showing.
import type { Locale } from '@/contract';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  ms: 'Bahasa Melayu',
  uz: 'Oʻzbekcha',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  bg: 'Български',
  ar: 'العربية',
  la: 'ພາສາລາວ',
};
