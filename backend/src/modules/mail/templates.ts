// Mail texts: locales/<lng>/messages.json `mail.<key>`, in every storefront locale. The caller picks the language:
// the shopper's own, else the one their browser asks for when the tenant offers it, else the tenant's default.
import { isLocale } from '../../../../contract';
import { renderMail, type RenderedMail } from '../messages/render';

export type MailContent = RenderedMail;

/** The one-time code mail (sign-up, password reset, email change) in `language` (English for an unknown code). */
export function emailCodeMail(language: string, site: string, code: string, minutes: number): MailContent {
  return renderMail(isLocale(language) ? language : 'en', 'code', { site, code, duration: { minutes } });
}
