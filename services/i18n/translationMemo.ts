// Server renders translate the same labels (header, navigation, footer, card captions) on every request, and each
// i18next lookup walks languages, namespaces, nesting and interpolation: several milliseconds of every render. The
// translation files only change with a deploy, so the text for (language, namespace, key) is computed once per
// process. Only plain lookups are kept: a call with variables, a count, a context or a default value goes to i18next
// every time, and so does a key that was not found (its namespace may simply not be loaded for this page).
//
// Two ways in: the i18next module below, under every instance's translator, and `withPlainLookups`, which the
// components' shared translation functions (services/i18n/sharedTranslation.ts) are wrapped in. A component's `t`
// first rebuilds its options and copies the instance's whole options object on every call, before the translator is
// reached: the wrapper answers a text the memo already holds before any of that.
import type { i18n as I18n, TFunction, ThirdPartyModule } from 'i18next';

/** The options a component's `t` adds by itself; anything else makes the result depend on the call. */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

type Translate = (keys: unknown, options?: Record<string, unknown>, lastKey?: unknown) => unknown;

/** A namespace option as the memo's keys write it (several joined), or null when it is not one. */
function namespaceKey(ns: unknown): string | null {
  if (ns === undefined) return '';
  if (typeof ns === 'string') return ns;
  return Array.isArray(ns) ? ns.join(',') : null;
}

/** Where the memo keeps the text of `key` in a language and namespace. */
const textKey = (lng: string, namespace: string, key: string) => `${lng}\u0000${namespace}\u0000${key}`;

function memoKey(keys: unknown, options: Record<string, unknown> | undefined, language: string): string | null {
  if (typeof keys !== 'string') return null;
  if (options) {
    for (const name of Object.keys(options)) {
      if (!PLAIN_OPTIONS.has(name) || (name !== 'lng' && name !== 'ns' && options[name] !== undefined)) return null;
    }
  }
  const lng = typeof options?.lng === 'string' ? options.lng : language;
  const namespace = namespaceKey(options?.ns);
  if (namespace === null || !lng) return null;
  return textKey(lng, namespace, keys);
}

/** What getFixedT sets on the function it returns. */
interface FixedT {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
}

/** A cache of translated texts and the i18next module that reads and fills it (one per process on the server). */
export function createTranslationMemo(maxEntries = 20_000) {
  const texts = new Map<string, string>();
  const plugin: ThirdPartyModule = {
    type: '3rdParty',
    init(instance: I18n) {
      const translator = (instance as unknown as { translator?: { translate: Translate } }).translator;
      if (!translator) return;
      const translate = translator.translate.bind(translator);
      translator.translate = (keys, options, lastKey) => {
        const key = lastKey === undefined ? memoKey(keys, options, instance.language) : null;
        if (key === null) return translate(keys, options, lastKey);
        const known = texts.get(key);
        if (known !== undefined) return known;
        const text = translate(keys, options, lastKey);
        // A missing key comes back as the key itself: not kept, its namespace may be loaded on the next page.
        const found =
          typeof text === 'string' &&
          text !== keys &&
          !(keys as string).endsWith(`:${text}`) &&
          !text.endsWith(keys as string);
        if (found && texts.size < maxEntries) texts.set(key, text);
        return text;
      };
    },
  };

  /**
   * `t` (a getFixedT function of one language, without a key prefix), answering a call with only a key from the
   * memo under the key the module above stores it with; any other call, and a text not kept yet, goes to `t`.
   */
  function withPlainLookups(t: TFunction): TFunction {
    const fixed = t as unknown as FixedT;
    const { lng, ns } = fixed;
    const namespace = namespaceKey(ns);
    if (typeof lng !== 'string' || fixed.keyPrefix !== undefined || namespace === null) return t;
    const call = t as unknown as (...args: unknown[]) => unknown;
    const answer = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === 'string') {
        const known = texts.get(textKey(lng, namespace, args[0]));
        if (known !== undefined) return known;
      }
      return call(...args);
    };
    return Object.assign(answer, {
      lng,
      lngs: fixed.lngs,
      ns,
      keyPrefix: fixed.keyPrefix,
    }) as unknown as TFunction;
  }

  return { plugin, withPlainLookups, size: () => texts.size };
}

/**
 * The process's memo, for the server's i18next instances in production only: the browser's instances gain resources
 * during a visit, and development reloads the translation files on every render.
 */
export const serverTranslationMemo =
  typeof window === 'undefined' && process.env.NODE_ENV === 'production' ? createTranslationMemo() : null;
