// The message texts of every storefront locale (locales/<lng>/messages.json, the files the locale tests check),
// bundled with the API so rendering needs no file reads at request time.
import type { Locale } from '../../../../contract';
import ar from '../../../../locales/ar/messages.json';
import bg from '../../../../locales/bg/messages.json';
import en from '../../../../locales/en/messages.json';
import es from '../../../../locales/es/messages.json';
import fr from '../../../../locales/fr/messages.json';
import id from '../../../../locales/id/messages.json';
import ja from '../../../../locales/ja/messages.json';
import ko from '../../../../locales/ko/messages.json';
import la from '../../../../locales/la/messages.json';
import ms from '../../../../locales/ms/messages.json';
import pt from '../../../../locales/pt/messages.json';
import ru from '../../../../locales/ru/messages.json';
import th from '../../../../locales/th/messages.json';
import uz from '../../../../locales/uz/messages.json';
import vi from '../../../../locales/vi/messages.json';
import zhCN from '../../../../locales/zh-CN/messages.json';
import zhHK from '../../../../locales/zh-HK/messages.json';

/** notice.<key>.title/content, timeline.<key> and mail.<key>.subject/text, as in the English file. */
export type MessageTexts = typeof en;
export type NoticeKey = keyof MessageTexts['notice'];
export type TimelineKey = keyof MessageTexts['timeline'];
export type MailKey = keyof MessageTexts['mail'];

const CATALOG: Record<Locale, MessageTexts> = {
  en,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  vi,
  th,
  ja,
  ko,
  ru,
  ms,
  uz,
  pt,
  es,
  fr,
  id,
  bg,
  ar,
  la,
};

export function textsFor(locale: Locale): MessageTexts {
  return CATALOG[locale];
}

export function isNoticeKey(key: string): key is NoticeKey {
  return Object.hasOwn(en.notice, key);
}

export function isTimelineKey(key: string): key is TimelineKey {
  return Object.hasOwn(en.timeline, key);
}
