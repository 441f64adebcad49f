// Writes a message in one language: its template with each `{{name}}` replaced by the parameter formatted for that
// language. Every inserted value is wrapped in Unicode isolates (FSI … PDI), the plain-text form of <bdi>: an
// order number or a Latin shop name then keeps its own direction, and the sentence's punctuation stays where an
// Arabic reader expects it. A template naming a parameter the message lacks keeps the placeholder visible rather
// than dropping words.
import type { Locale, MessageParams } from '../../../../contract';
import { isNoticeKey, isTimelineKey, textsFor, type MailKey } from './catalog';
import { formatParam } from './format';

export const ISOLATE_START = '\u2068';
export const ISOLATE_END = '\u2069';

export function fillTemplate(locale: Locale, template: string, params: MessageParams, isolate = true): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const text = formatParam(locale, value);
    return isolate ? `${ISOLATE_START}${text}${ISOLATE_END}` : text;
  });
}

export interface RenderedNotice {
  title: string;
  content: string;
}

/** A notice in `locale`; undefined for a key no locale file knows (a message retired since it was stored). */
export function renderNotice(
  locale: Locale,
  key: string,
  params: MessageParams,
  isolate = true,
): RenderedNotice | undefined {
  if (!isNoticeKey(key)) return undefined;
  const texts = textsFor(locale).notice[key];
  return {
    title: fillTemplate(locale, texts.title, params, isolate),
    content: fillTemplate(locale, texts.content, params, isolate),
  };
}

/** A timeline note in `locale`; undefined for a key no locale file knows. */
export function renderTimelineNote(
  locale: Locale,
  key: string,
  params: MessageParams,
  isolate = true,
): string | undefined {
  if (!isTimelineKey(key)) return undefined;
  return fillTemplate(locale, textsFor(locale).timeline[key], params, isolate);
}

export interface RenderedMail {
  subject: string;
  text: string;
}

export function renderMail(locale: Locale, key: MailKey, params: MessageParams): RenderedMail {
  const texts = textsFor(locale).mail[key];
  return { subject: fillTemplate(locale, texts.subject, params), text: fillTemplate(locale, texts.text, params) };
}
