// A message about something that happened (a notification, a mail), kept as a key and the facts it names so it can
// be written in whichever language its reader uses. The texts are `locales/<lng>/messages.json`; parameters are
// stored as facts (a number with its currency, a date, grams) and formatted in the reader's language when read.

/** An amount of money in a currency (ISO 4217), e.g. { amount: 545.1, currency: 'CNY' }. */
export interface MoneyParam {
  amount: number;
  currency: string;
}
/** A calendar day, YYYY-MM-DD. */
export interface DateParam {
  date: string;
}
/** A weight in grams. */
export interface WeightParam {
  grams: number;
}
/** A length of time in minutes or days (written out with the unit, in the language's plural form). */
export type DurationParam = { minutes: number } | { days: number };
/** A plain string (order number, carrier, shop name) is inserted as it is, isolated from the sentence's direction. */
export type MessageParam = string | number | MoneyParam | DateParam | WeightParam | DurationParam;
export type MessageParams = Record<string, MessageParam>;

/** What happened, as `notice.<key>` of messages.json and the values its text names. */
export interface NoticeMessage {
  key: string;
  params: MessageParams;
}
