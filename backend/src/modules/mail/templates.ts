// Mail texts. Each template has English plus the languages our demo tenants speak; anything else falls back to
// English, which every shopper of every tenant can be sent.
import type { Locale } from '../../../../contract';

export interface MailContent {
  subject: string;
  text: string;
}

type CodeTemplate = (site: string, code: string, minutes: number) => MailContent;

const CODE_TEMPLATES: Partial<Record<Locale, CodeTemplate>> = {
  en: (site, code, minutes) => ({
    subject: `${site}: your verification code is ${code}`,
    text:
      `Your ${site} verification code is ${code}.\n\n` +
      `It is valid for ${minutes} minutes and can be used once. ` +
      `If you did not ask for it, you can ignore this mail.\n`,
  }),
  'zh-CN': (site, code, minutes) => ({
    subject: `${site}：您的验证码是 ${code}`,
    text: `您的 ${site} 验证码是 ${code}。\n\n验证码 ${minutes} 分钟内有效，仅可使用一次。如果这不是您本人的操作，请忽略此邮件。\n`,
  }),
  es: (site, code, minutes) => ({
    subject: `${site}: tu código de verificación es ${code}`,
    text:
      `Tu código de verificación de ${site} es ${code}.\n\n` +
      `Es válido durante ${minutes} minutos y solo se puede usar una vez. Si no lo has solicitado, ignora este correo.\n`,
  }),
  fr: (site, code, minutes) => ({
    subject: `${site} : votre code de vérification est ${code}`,
    text:
      `Votre code de vérification ${site} est ${code}.\n\n` +
      `Il est valable ${minutes} minutes et ne peut servir qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message.\n`,
  }),
  ar: (site, code, minutes) => ({
    subject: `${site}: رمز التحقق الخاص بك هو ${code}`,
    text: `رمز التحقق الخاص بك في ${site} هو ${code}.\n\nالرمز صالح لمدة ${minutes} دقائق ويمكن استخدامه مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.\n`,
  }),
};

/** Picks the closest template: exact locale, then its base language (`zh-HK` → none → English). */
export function emailCodeMail(language: string, site: string, code: string, minutes: number): MailContent {
  const exact = CODE_TEMPLATES[language as Locale];
  const base = CODE_TEMPLATES[language.split('-')[0] as Locale];
  const template = exact ?? base ?? (CODE_TEMPLATES.en as CodeTemplate);
  return template(site, code, minutes);
}
