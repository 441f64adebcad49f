// Messages rendered in each locale: every notice and mail of messages.json fills every placeholder in all 17
// locales, values are formatted the way Intl formats them for that language, and inserted values are isolated.
import { LOCALES, type MessageParams } from '../../contract';
import en from '../../locales/en/messages.json';
import { intlLocale } from '../../backend/src/modules/messages/format';
import {
  ISOLATE_END,
  ISOLATE_START,
  fillTemplate,
  renderMail,
  renderNotice,
} from '../../backend/src/modules/messages/render';
import { emailCodeMail } from '../../backend/src/modules/mail/templates';

/** One value for every parameter any message names. */
const PARAMS: MessageParams = {
  orderNo: 'PO2611250001',
  title: 'Linen shirt',
  requestNo: 'DP2611250002',
  amount: { amount: 19251.2, currency: 'CNY' },
  fee: { amount: 294, currency: 'CNY' },
  weight: { grams: 3410 },
  until: { date: '2026-12-30' },
  account: 'Bank of Laos 0123',
  reason: 'Receipt unreadable',
  carrier: 'SF Express',
  trackingNo: 'SF1234567890',
  point: 'Souq Riyadh pickup',
  warehouse: 'Guangzhou',
  reply: 'Thank you',
  site: 'Souq China',
  code: '123456',
  duration: { minutes: 10 },
  days: { days: 45 },
};

describe('message rendering', () => {
  it.each(LOCALES)('%s: every notice and mail fills every placeholder', (locale) => {
    for (const key of Object.keys(en.notice)) {
      const notice = renderNotice(locale, key, PARAMS);
      expect(notice).toBeDefined();
      expect(`${notice!.title} ${notice!.content}`).not.toMatch(/\{\{|\}\}/);
    }
    const mail = renderMail(locale, 'code', PARAMS);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/\{\{|\}\}/);
    expect(mail.text).toContain('123456');
  });

  it.each(['en', 'fr', 'ar', 'la', 'th', 'zh-CN'] as const)(
    '%s: amounts, weights and days as Intl writes them',
    (locale) => {
      const tag = intlLocale(locale);
      const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CNY', currencyDisplay: 'code' }).format(
        19251.2,
      );
      const kg = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(3.41);
      const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-12-30T00:00:00Z'),
      );
      expect(renderNotice(locale, 'orderPaid', PARAMS)!.content).toContain(`${ISOLATE_START}${money}${ISOLATE_END}`);
      const arrived = renderNotice(locale, 'parcelArrived', PARAMS)!.content;
      expect(arrived).toContain(`${ISOLATE_START}${kg}${ISOLATE_END}`);
      expect(arrived).toContain(`${ISOLATE_START}${day}${ISOLATE_END}`);
    },
  );

  it('writes Arabic around an isolated Latin order number, and French with its own decimal comma', () => {
    const ar = renderNotice('ar', 'orderPaid', PARAMS)!;
    expect(ar.title).toBe(`تم دفع الطلب ${ISOLATE_START}PO2611250001${ISOLATE_END}`);
    const fr = renderNotice('fr', 'orderClosed', { orderNo: 'PO1', amount: { amount: 545.1, currency: 'CNY' } })!;
    expect(fr.content).toMatch(/^\u2068545,10\sCNY\u2069 a été rendu à votre solde\.$/);
  });

  it('keeps a placeholder whose value is missing visible, and knows no retired key', () => {
    expect(fillTemplate('en', 'Order {{orderNo}} of {{shop}}', { orderNo: 'PO1' }, false)).toBe(
      'Order PO1 of {{shop}}',
    );
    expect(renderNotice('en', 'noSuchMessage', {})).toBeUndefined();
  });

  it('mails the code in the language asked for, English for an unknown one', () => {
    expect(emailCodeMail('la', 'Lao Buy', '654321', 10).subject).toMatch(/ລະຫັດຢືນຢັນ/);
    expect(emailCodeMail('th', 'Lao Buy', '654321', 10).text).toContain('10 นาที');
    expect(emailCodeMail('xx', 'Lao Buy', '654321', 10).subject).toBe(
      `${ISOLATE_START}Lao Buy${ISOLATE_END}: your verification code is ${ISOLATE_START}654321${ISOLATE_END}`,
    );
  });
});
