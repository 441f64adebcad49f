/**
 * Counts read as each language says them: a count next to a word takes i18next's plural forms (checked per
 * locale against Intl's plural rules in locales.test.ts), no text fakes a plural with "(s)", and i18next picks
 * the forms at run time, Lao included.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LOCALES } from '@/contract';

const root = path.join(__dirname, '..', '..', 'locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const read = (locale: string, ns: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(root, locale, `${ns}.json`), 'utf8')) as Tree;
const namespaces = fs
  .readdirSync(path.join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Where a count stands alone, no word agrees with it: "Sold: 5", "Cart (5)", "2 of 5". */
const STANDALONE_COUNT = /[:：]\s*\{\{count\}\}|\(\{\{count\}\}\)|\bof \{\{count\}\}/;

describe('plural forms', () => {
  it('gives every English text with a count beside a word its plural forms', () => {
    const unpluralised: string[] = [];
    for (const ns of namespaces) {
      for (const [key, value] of Object.entries(flatten(read('en', ns)))) {
        if (value.includes('{{count}}') && !PLURAL_SUFFIX.test(key) && !STANDALONE_COUNT.test(value))
          unpluralised.push(`${ns}:${key}`);
      }
    }
    expect(unpluralised).toEqual([]);
  });

  // "photo(s)", "шаг(ов)", "escalão(ões)": a word with its plural ending in brackets. (Korean writes particles
  // after an interpolated word as "을(를)", which is a choice of particle, not a plural.)
  const BRACKETED_ENDING = /[\p{Script=Latin}\p{Script=Cyrillic}]\([\p{Script=Latin}\p{Script=Cyrillic}]{1,4}\)/u;

  it.each([...LOCALES])('fakes no plural with a bracketed ending in %s', (locale) => {
    const faked = namespaces.flatMap((ns) =>
      Object.entries(flatten(read(locale, ns)))
        .filter(([, value]) => BRACKETED_ENDING.test(value))
        .map(([key, value]) => `${ns}:${key} ${value}`),
    );
    expect(faked).toEqual([]);
  });

  async function translator(locale: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      fallbackLng: 'en',
      resources: { [locale]: { product: read(locale, 'product') }, en: { product: read('en', 'product') } },
      ns: ['product'],
      defaultNS: 'product',
      interpolation: { escapeValue: false },
    });
    return instance.t.bind(instance) as (key: string, options: { count: number }) => string;
  }

  it('picks the form the count needs at run time', async () => {
    const en = await translator('en');
    expect(en('price.tierFrom', { count: 1 })).toBe('From 1 pc');
    expect(en('price.tierFrom', { count: 5 })).toBe('From 5 pcs');
    const ar = await translator('ar');
    expect([0, 1, 2, 5, 11, 100].map((count) => ar('price.tierFrom', { count }))).toEqual([
      'من 0 قطعة',
      'من قطعة واحدة',
      'من قطعتين',
      'من 5 قطع',
      'من 11 قطعة',
      'من 100 قطعة',
    ]);
    const ru = await translator('ru');
    expect([1, 3, 5].map((count) => ru('quantity.min', { count }))).toEqual([
      'Минимальный заказ: 1 штука',
      'Минимальный заказ: 3 штуки',
      'Минимальный заказ: 5 штук',
    ]);
  });

  it('keeps Lao text for every count, though Intl reads the folder name la as another language', async () => {
    const la = await translator('la');
    for (const count of [0, 1, 2, 5]) expect(la('price.tierFrom', { count })).toBe(`ຕັ້ງແຕ່ ${count} ອັນ`);
  });
});
