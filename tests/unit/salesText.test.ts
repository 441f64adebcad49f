/**
 * A result card's sales line is the list's one translation of results.sales with the card's number written in
 * (components/search/results/salesText.ts). That equals i18next's own `t('results.sales', { count })` only while
 * the text has a single form in every language: these tests fail when a plural form or another placeholder is added.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LOCALES } from '@/contract';
import { SALES_PLACEHOLDER, salesText } from '@/components/search/results/salesText';

const root = path.join(__dirname, '..', '..', 'locales');
type Results = Record<string, unknown>;
const resultsOf = (locale: string): Results =>
  (JSON.parse(fs.readFileSync(path.join(root, locale, 'search.json'), 'utf8')) as { results: Results }).results;

describe('the results sales line', () => {
  it.each([...LOCALES])('%s: one form with one {{count}}', (locale) => {
    const results = resultsOf(locale);
    const plurals = Object.keys(results).filter((key) => key.startsWith('sales_'));
    expect(plurals).toEqual([]);
    const text = results.sales;
    expect(typeof text).toBe('string');
    expect((text as string).match(/{{[^}]*}}/g)).toEqual([SALES_PLACEHOLDER]);
  });

  it.each([...LOCALES])('%s: reads as i18next writes it', async (locale) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      resources: { [locale]: { search: { results: resultsOf(locale) } } },
      defaultNS: 'search',
      interpolation: { escapeValue: false },
    });
    // The locale files of this test are not the app's typed resources: keys are plain strings here.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
    const template = t('results.sales', { skipInterpolation: true });
    for (const count of [0, 1, 2, 5, 21, 27177, 1000000]) {
      expect(salesText(template, count)).toBe(t('results.sales', { count }));
    }
  });
});
