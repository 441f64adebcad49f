// The browser's i18next (services/i18n/browserI18next.ts) against i18next itself: every text of every locale file,
// every plural form, with and without its variables, and the ways components call `t`, must come out the same, or
// the page the browser hydrates differs from the one the server rendered.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import browserI18next from '@/services/i18n/browserI18next';
import { LOCALES } from '@/contract';
// next-i18next's own configuration step, as its browser client runs it (this suite runs under jsdom).
import { createConfig } from '../../node_modules/next-i18next/dist/pagesRouter/config/createConfig.cjs';
import userConfig from '../../next-i18next.config';

type Tree = { [key: string]: string | Tree };
type PlainT = (key: string | string[], options?: Record<string, unknown>) => string;

const root = path.resolve(__dirname, '../..');
const namespaces = fs
  .readdirSync(path.join(root, 'locales/en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const resourcesOf = (lng: string) =>
  Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8'))]),
  ) as Record<string, Tree>;

/** The options next-i18next's browser client gives `createInstance` and `init`. */
function configFor(lng: string, ns: string[], resources: Record<string, Record<string, Tree>>) {
  const { i18n, ...rest } = userConfig as typeof userConfig & { i18n: object };
  return { ...createConfig({ ...rest, i18n, lng }), lng, ns, resources };
}

async function pair(lng: string, ns = namespaces, resources = { [lng]: resourcesOf(lng) }) {
  // As next-i18next's client does: one config for createInstance and init. Each instance its own copy of the
  // resources, which both keep as their store and add to.
  const copy = () => JSON.parse(JSON.stringify(resources)) as typeof resources;
  const realConfig = configFor(lng, ns, copy());
  const real = i18next.createInstance(realConfig);
  await real.init(realConfig);
  const browserConfig = configFor(lng, ns, copy());
  const browser = browserI18next.createInstance(browserConfig);
  await browser.init(browserConfig);
  return { real, browser };
}

/** The instance's own `t`, untyped: these keys belong to the test, not to the app's namespaces. */
const plainT = (i18n: I18n) => i18n.t as unknown as PlainT;
const fixed = (i18n: I18n, lng: string | null, ns?: string | string[], keyPrefix?: string) =>
  (i18n.getFixedT as unknown as (...args: unknown[]) => PlainT)(lng, ns, keyPrefix);

/** Every leaf key of a namespace, with the plural forms folded into their base key. */
function keysOf(tree: Tree, prefix = ''): Array<{ key: string; text: string }> {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ key: `${prefix}${name}`.replace(/_(zero|one|two|few|many|other)$/, ''), text: value }]
      : keysOf(value, `${prefix}${name}.`),
  );
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '');
const COUNTS = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 100, 101, 1.5];

describe('the browser i18next', () => {
  it('uses no i18next feature it lacks in any locale file: nesting or formats', () => {
    const offending: string[] = [];
    for (const lng of LOCALES)
      for (const [ns, tree] of Object.entries(resourcesOf(lng)))
        for (const { key, text } of keysOf(tree)) {
          if (text.includes('$t(') || variablesOf(text).some((name) => name.includes(',')))
            offending.push(`${lng}/${ns}:${key}`);
        }
    expect(offending).toEqual([]);
  });

  it.each(LOCALES)(
    'translates every key of %s as i18next does, with every count, with and without its variables',
    async (lng) => {
      const { real, browser } = await pair(lng);
      const differences: string[] = [];
      for (const ns of namespaces) {
        const realT = fixed(real, lng, ns);
        const browserT = fixed(browser, lng, ns);
        const seen = new Set<string>();
        for (const { key, text } of keysOf(resourcesOf(lng)[ns] ?? {})) {
          if (seen.has(key)) continue;
          seen.add(key);
          const values = Object.fromEntries(variablesOf(text).map((name) => [name, `‹${name} $& $1 <b>&amp;"'/›`]));
          const calls: Array<Record<string, unknown> | undefined> = [
            undefined,
            values,
            ...COUNTS.map((count) => ({ ...values, count })),
            { count: 2 },
          ];
          for (const options of calls) {
            const expected = realT(key, options);
            const actual = browserT(key, options);
            if (actual !== expected)
              differences.push(
                `${ns}:${key} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
              );
          }
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('answers the ways components call t as i18next does', async () => {
    const resources = {
      en: {
        common: {
          hello: 'Hello',
          greet: 'Hi {{name}}, {{- html}} {{missing}}',
          nested: { deep: { title: 'Deep {{who.name}}' } },
          item_one: '{{count}} item',
          item_other: '{{count}} items',
          item_zero: 'no items',
          friend: 'A friend',
          friend_male: 'A boyfriend',
          friend_male_one: '{{count}} boyfriend',
          friend_male_other: '{{count}} boyfriends',
          empty: '',
          'dotted.key': 'flat with a dot',
          tree: { a: 'A' },
        },
        cart: { title: 'Cart', summary: { title: 'Summary {{count}}' } },
      },
      'zh-CN': { common: { hello: '你好', item_other: '{{count}} 件' } },
    };
    const calls: Array<[string | string[], Record<string, unknown>?, string?, string?]> = [
      ['hello'],
      ['common:hello'],
      ['cart:title'],
      ['title', undefined, 'cart'],
      ['hello', undefined, 'cart'],
      ['summary.title', { count: 3 }, 'cart'],
      ['title', undefined, 'cart', 'summary'],
      ['greet', { name: 'Ana', html: '<b>x</b>' }],
      ['greet', { name: '$&', html: null, missing: undefined }],
      ['greet', { replace: { name: 'Replaced' }, name: 'Ignored' }],
      ['nested.deep.title', { who: { name: 'Bo' } }],
      ['item', { count: 0 }],
      ['item', { count: 1 }],
      ['item', { count: 7 }],
      ['item', { count: '7' }],
      ['friend', { context: 'male' }],
      ['friend', { context: 'male', count: 1 }],
      ['friend', { context: 'male', count: 4 }],
      ['friend', { context: 'female' }],
      ['friend', { context: '' }],
      ['empty'],
      ['dotted.key'],
      ['tree'],
      ['absent'],
      ['absent.deep', { defaultValue: 'Fallback {{n}}', n: 1 }],
      ['absent', { defaultValue_one: 'one default', defaultValue: 'default', count: 1 }],
      [['absent', 'hello']],
      [['absent', 'other.absent']],
      ['Is this: a sentence?'],
      ['greet', { skipInterpolation: true }],
      ['hello', { lng: 'zh-CN' }],
      ['item', { lng: 'zh-CN', count: 3 }],
      [''],
    ];
    for (const lng of ['en', 'zh-CN']) {
      const { real, browser } = await pair(lng, ['common', 'cart'], resources);
      for (const [key, options, ns, keyPrefix] of calls) {
        const expected = fixed(real, lng, ns, keyPrefix)(key, options);
        expect([key, options, ns, keyPrefix, fixed(browser, lng, ns, keyPrefix)(key, options)]).toEqual([
          key,
          options,
          ns,
          keyPrefix,
          expected,
        ]);
        expect(plainT(browser)(key, options)).toEqual(plainT(real)(key, options));
      }
    }
  });

  it('keeps the instance state next-i18next and the storefront read, as i18next does', async () => {
    const resources = { 'zh-CN': { common: { hello: '你好' } } };
    const { real, browser } = await pair('zh-CN', ['common'], resources);
    for (const i18n of [real, browser]) {
      const changes: string[] = [];
      i18n.on('languageChanged', (lng: string) => changes.push(lng));
      expect([i18n.isInitialized, i18n.language, i18n.languages, i18n.resolvedLanguage]).toEqual([
        true,
        'zh-CN',
        ['zh-CN'],
        'zh-CN',
      ]);
      expect([i18n.hasResourceBundle('zh-CN', 'common'), i18n.hasResourceBundle('zh-CN', 'cart')]).toEqual([
        true,
        false,
      ]);
      expect(i18n.hasLoadedNamespace('cart')).toBe(true);
      i18n.addResourceBundle('zh-CN', 'common', { hello: 'overwritten?', bye: '再见' }, true, false);
      i18n.addResourceBundle('zh-CN', 'cart', { title: '购物车' }, true, true);
      expect([plainT(i18n)('hello'), plainT(i18n)('bye'), plainT(i18n)('cart:title')]).toEqual([
        '你好',
        '再见',
        '购物车',
      ]);
      expect(i18n.store.data['zh-CN']?.cart).toEqual({ title: '购物车' });
      // A key whose name holds the separator, added after a lookup of it missed, is found from then on.
      expect(plainT(i18n)('cart:flat.key')).toBe('flat.key');
      i18n.addResourceBundle('zh-CN', 'cart', { 'flat.key': '平' }, true, false);
      expect(plainT(i18n)('cart:flat.key')).toBe('平');
      let loaded = false;
      await i18n.loadNamespaces(['payments'], () => (loaded = true));
      expect(loaded).toBe(true);
      expect(i18n.options.ns).toContain('payments');
      const t = await i18n.changeLanguage('en');
      expect([i18n.language, i18n.languages, changes, (t as unknown as PlainT)('hello')]).toEqual([
        'en',
        ['en'],
        ['en'],
        'hello',
      ]);
    }
  });

  it('has every member of the instance that the storefront reads', async () => {
    const { browser } = await pair('en', ['common'], { en: { common: {} } });
    const sources = ['components', 'pages', 'stores', 'services', 'utils', 'theme'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('browserI18next.ts'))
        .map((file) => fs.readFileSync(path.join(root, dir, file), 'utf8')),
    );
    const members = new Set(sources.flatMap((source) => [...source.matchAll(/\bi18n\??\.(\w+)/g)].map((m) => m[1]!)));
    expect(members.size).toBeGreaterThan(5);
    // Server-only members: the memo module reaches the translator, which only server instances have.
    const missing = [...members].filter(
      (member) => (browser as unknown as Record<string, unknown>)[member] === undefined,
    );
    expect(missing).toEqual([]);
  });
});
