// The date pickers speak the page's language: month and weekday names from dayjs's locale, and MUI X's own texts
// from its locale pack where it has one (es, fr, ja, ko, pt, ru, th, vi, zh-CN, zh-HK, bg). For id, ms, uz, ar and
// lo it has none, so the few texts a shopper reads (toolbar title, buttons, open-calendar label) come from our
// translations (`balance:picker.*`), which also apply on top of the packs.
import 'dayjs/locale/ar';
import 'dayjs/locale/bg';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/id';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/lo';
import 'dayjs/locale/ms';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/th';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import { bgBG, enUS, esES, frFR, jaJP, koKR, ptBR, ruRU, thTH, viVN, zhCN, zhHK } from '@mui/x-date-pickers/locales';

type Pack = typeof enUS;

const DAYJS_LOCALE: Record<string, string> = {
  en: 'en',
  'zh-CN': 'zh-cn',
  'zh-HK': 'zh-hk',
  vi: 'vi',
  th: 'th',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  ms: 'ms',
  uz: 'uz-latn',
  pt: 'pt',
  es: 'es',
  fr: 'fr',
  id: 'id',
  bg: 'bg',
  ar: 'ar',
  la: 'lo',
};

const PACKS: Record<string, Pack> = {
  en: enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  vi: viVN,
  th: thTH,
  ja: jaJP,
  ko: koKR,
  ru: ruRU,
  pt: ptBR,
  es: esES,
  fr: frFR,
  bg: bgBG,
};

export function dayjsLocale(locale: string): string {
  return DAYJS_LOCALE[locale] ?? 'en';
}

export function pickerPack(
  locale: string,
): Pack['components']['MuiLocalizationProvider']['defaultProps']['localeText'] {
  return (PACKS[locale] ?? enUS).components.MuiLocalizationProvider.defaultProps.localeText;
}
