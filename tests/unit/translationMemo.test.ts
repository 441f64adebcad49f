/** @jest-environment node */
import i18next from 'i18next';
import { createTranslationMemo } from '@/services/i18n/translationMemo';

/** A component's `t`, untyped: these keys belong to the test, not to the app's namespaces. */
type PlainT = (key: string, options?: Record<string, unknown>) => string;
type LooseI18n = {
  getFixedT: (lng: string, ns: string) => unknown;
  services: { resourceStore: { getResource: (...args: unknown[]) => unknown } };
};
const loose = (i18n: unknown) => i18n as LooseI18n;
const fixedT = (i18n: unknown, lng: string, ns: string) => loose(i18n).getFixedT(lng, ns) as PlainT;

async function instance(memo: ReturnType<typeof createTranslationMemo>, lng = 'en') {
  const i18n = i18next.createInstance();
  i18n.use(memo.plugin);
  await i18n.init({
    lng,
    fallbackLng: false,
    ns: ['common', 'home'],
    defaultNS: 'common',
    resources: {
      en: {
        common: { hello: 'Hello', greet: 'Hi {{name}}', item_one: '{{count}} item', item_other: '{{count}} items' },
        home: { title: 'Home' },
      },
      fr: { common: { hello: 'Bonjour' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('server translation memo', () => {
  it('answers a plain lookup from memory the second time, on any instance of the process', async () => {
    const memo = createTranslationMemo();
    const first = await instance(memo);
    expect(fixedT(first, 'en', 'common')('hello')).toBe('Hello');
    expect(memo.size()).toBe(1);
    const second = await instance(memo);
    const lookups = jest.spyOn(loose(second).services.resourceStore, 'getResource');
    expect(fixedT(second, 'en', 'common')('hello')).toBe('Hello');
    expect(lookups).not.toHaveBeenCalled();
    expect(fixedT(second, 'en', 'home')('title')).toBe('Home');
    expect(lookups).toHaveBeenCalled();
    expect(memo.size()).toBe(2);
  });

  it('keeps languages and namespaces apart', async () => {
    const memo = createTranslationMemo();
    const en = await instance(memo, 'en');
    const fr = await instance(memo, 'fr');
    expect(fixedT(en, 'en', 'common')('hello')).toBe('Hello');
    expect(fixedT(fr, 'fr', 'common')('hello')).toBe('Bonjour');
    expect(fixedT(en, 'en', 'common')('hello')).toBe('Hello');
  });

  it('never keeps calls with variables, counts or defaults, nor keys that were not found', async () => {
    const memo = createTranslationMemo();
    const i18n = await instance(memo);
    const t = fixedT(i18n, 'en', 'common');
    expect(t('greet', { name: 'Ann' })).toBe('Hi Ann');
    expect(t('greet', { name: 'Bob' })).toBe('Hi Bob');
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 3 })).toBe('3 items');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('other.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(memo.size()).toBe(0);
  });

  describe("a component's t with plain lookups", () => {
    const wrapped = (memo: ReturnType<typeof createTranslationMemo>, i18n: unknown, lng: string, ns: string) =>
      memo.withPlainLookups(fixedT(i18n, lng, ns) as never) as unknown as PlainT;

    it('answers a text the memo holds without calling i18next, and the same text as i18next', async () => {
      const memo = createTranslationMemo();
      const i18n = await instance(memo);
      const t = wrapped(memo, i18n, 'en', 'common');
      expect(t('hello')).toBe('Hello');
      const translate = jest.spyOn(i18n, 't');
      expect(t('hello')).toBe('Hello');
      expect(translate).not.toHaveBeenCalled();
      expect(t('greet', { name: 'Ann' })).toBe('Hi Ann');
      expect(t('missing.key')).toBe('missing.key');
      expect(translate).toHaveBeenCalledTimes(2);
    });

    it('keeps languages and namespaces apart, as the module does', async () => {
      const memo = createTranslationMemo();
      const en = await instance(memo, 'en');
      const fr = await instance(memo, 'fr');
      expect(wrapped(memo, en, 'en', 'common')('hello')).toBe('Hello');
      expect(wrapped(memo, fr, 'fr', 'common')('hello')).toBe('Bonjour');
      // common's text is not home's: home has no such key (and no fallback namespace here).
      expect(wrapped(memo, en, 'en', 'home')('hello')).toBe('hello');
      expect(wrapped(memo, en, 'en', 'home')('title')).toBe('Home');
      expect(wrapped(memo, en, 'en', 'common')('title')).toBe('title');
    });

    it("leaves a function with a key prefix as it is: its keys are not the memo's", async () => {
      const memo = createTranslationMemo();
      const i18n = await instance(memo);
      const prefixed = (i18n as { getFixedT: (...args: unknown[]) => unknown }).getFixedT('en', 'common', 'nested');
      expect(memo.withPlainLookups(prefixed as never)).toBe(prefixed);
    });
  });
});
