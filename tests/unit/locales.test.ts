/**
 * Every translation key exists in all 17 locales, carries the same interpolation variables, and is really
 * translated: a non-English value that merely repeats the English text fails, except for brand names and
 * words that are the same in that language (listed below, each with a reason).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/contract';
import { intlLocale } from '@/utils/format';

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

function load(locale: string, ns: string): Record<string, string> | null {
  const file = path.join(root, locale, `${ns}.json`);
  if (!fs.existsSync(file)) return null;
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
}

const namespaces = fs
  .readdirSync(path.join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

/** Keys whose English text is a name or symbol that every locale may keep (ns:key prefix). */
const BRAND_KEYS = [/^search:(channel|platform)\./, /^common:(languages|messenger|social)\./];
/** Words that are spelt the same in a given language (checked case-insensitively). */
const SAME_WORDS: Record<string, string[]> = {
  fr: [
    'page',
    'email',
    'e-mail',
    'message',
    'messages',
    'transport',
    'total',
    'promotion',
    'article',
    'stock',
    'photo',
    'description',
    'date',
    'position',
    'service',
    'contact',
    'navigation',
    'support',
    'guide',
    'images',
    'image',
    'menu',
    'minimum',
    'maximum',
    'notifications',
    'notification',
    'options',
    'sources',
  ],
  es: ['email', 'total', 'menu', 'error', 'normal', 'social', 'general'],
  pt: ['email', 'e-mail', 'total', 'menu', 'normal', 'social', 'status'],
  id: ['email', 'total', 'menu', 'status', 'online', 'normal', 'dark', 'admin'],
  ms: ['email', 'e-mel', 'total', 'menu', 'status', 'online', 'normal', 'admin', 'promosi'],
  uz: ['email', 'e-mail', 'menu', 'status', 'online', 'admin'],
};

function isNameOrSymbol(value: string): boolean {
  // Only interpolation, digits, punctuation, currency codes or a URL: nothing to translate.
  const stripped = value
    .replace(/\{\{[^}]+\}\}/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[\d\s.,:;!?()[\]/\\+\-–—×*%#@&|<>=_'"«»…·•]+/g, '');
  return stripped.length === 0 || /^[A-Z]{2,5}$/.test(stripped);
}

function variables(value: string): string[] {
  return Array.from(value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g), (m) => m[1] ?? '').sort();
}

/** i18next's plural suffixes; a key ending in one is a form of the key before it. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms a locale's files carry for a counted key: one per category of the language's plural rules, or
 * the bare key alone for a language with one form (Chinese, Japanese, Lao…). i18next falls back to the bare key
 * for any category, which also covers Lao: its folder `la` is Latin to Intl, whose rules are not Lao's.
 */
function pluralKeys(locale: string, base: string): string[] {
  const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories;
  return categories.length === 1 ? [base] : categories.map((category) => `${base}_${category}`);
}

describe.each(namespaces)('locales: %s namespace', (ns) => {
  const english = load('en', ns) ?? {};
  const englishPlurals = new Set(
    Object.keys(english)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const countless = (value: string) =>
    variables(value)
      .filter((name) => name !== 'count')
      .join();

  it('has the English plural forms of every counted key', () => {
    for (const base of englishPlurals) expect(pluralKeys('en', base).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key, the same variables, and translated text', (locale) => {
    const values = load(locale, ns);
    expect(values).not.toBeNull();
    const problems: string[] = [];
    const expected = new Map<string, string>();
    for (const [key, en] of Object.entries(english)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (!englishPlurals.has(base)) expected.set(key, en);
      else
        for (const form of pluralKeys(locale, base))
          if (!expected.has(form)) expected.set(form, english[`${base}_other`] ?? en);
    }
    for (const [key, en] of expected) {
      const value = values?.[key];
      if (value === undefined) {
        problems.push(`missing ${key}`);
        continue;
      }
      if (value.trim() === '') problems.push(`empty ${key}`);
      // A plural form may spell its number out ("one piece"), so only the other variables must match there.
      const plural = englishPlurals.has(key.replace(PLURAL_SUFFIX, '')) || englishPlurals.has(key);
      if (plural ? countless(value) !== countless(en) : variables(value).join() !== variables(en).join())
        problems.push(`variables differ in ${key}`);
      const same = value.trim().toLowerCase() === en.trim().toLowerCase();
      const allowed =
        BRAND_KEYS.some((re) => re.test(`${ns}:${key}`)) ||
        isNameOrSymbol(en) ||
        (SAME_WORDS[locale] ?? []).includes(
          en
            .replace(/\{\{[^}]+\}\}/g, '')
            .trim()
            .toLowerCase(),
        );
      if (same && !allowed) problems.push(`untranslated ${key}: "${en}"`);
    }
    for (const key of Object.keys(values ?? {})) {
      // English's own plural forms may stand in a language with fewer forms too (every locale then holds every key
      // English has), as long as they say what the language's own form says.
      const base = key.replace(PLURAL_SUFFIX, '');
      const sameAsOwnForm =
        key in english &&
        englishPlurals.has(base) &&
        pluralKeys(locale, base).some((form) => values?.[form] === values?.[key]);
      if (!expected.has(key) && !sameAsOwnForm)
        problems.push(`stale key not in English, or a plural form ${locale} does not have: ${key}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('locales: scripts', () => {
  it('writes Lao (la) in Lao script', () => {
    const all = namespaces.flatMap((ns) => Object.values(load('la', ns) ?? {}));
    const lao = all.filter((v) => /[\u0E80-\u0EFF]/.test(v));
    expect(lao.length / all.length).toBeGreaterThan(0.8);
  });

  it('writes Arabic (ar) in Arabic script', () => {
    const all = namespaces.flatMap((ns) => Object.values(load('ar', ns) ?? {}));
    const arabic = all.filter((v) => /[\u0600-\u06FF]/.test(v));
    expect(arabic.length / all.length).toBeGreaterThan(0.8);
  });
});
