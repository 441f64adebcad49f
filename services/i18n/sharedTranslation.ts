// useTranslation as every component calls it, with one translation function per (i18next instance, language,
// namespaces) instead of one per component. react-i18next's own hook copies the whole i18next instance (all its
// property descriptors) and builds a new `t` for every component that calls it, on every server render and again
// while the page hydrates: on a search page that is hundreds of copies per request. The `t` handed out is exactly the
// library's (`getFixedT` with the same namespaces, the first one by default), so texts cannot differ.
//
// A component re-renders when the language changes (the only i18next event react-i18next listens to by default);
// namespaces that are not loaded yet are loaded after the render, as next-i18next's configuration
// (`useSuspense: false`) has react-i18next do, and the component renders again once they are there.
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';
import { I18nContext } from './nextI18nextLibrary';
import { serverTranslationMemo } from './translationMemo';

type Namespaces = string | readonly string[] | undefined;

export interface TranslationOptions {
  keyPrefix?: string;
  lng?: string;
  i18n?: I18n;
}

export type SharedTranslation = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

interface InstanceEntry {
  subscribe: (onChange: () => void) => () => void;
  translations: Map<string, SharedTranslation>;
}

// Per instance: on the server one instance per request (collected with it), in the browser one for the visit.
const entries = new WeakMap<I18n, InstanceEntry>();

function entryFor(i18n: I18n): InstanceEntry {
  let entry = entries.get(i18n);
  if (!entry) {
    entry = {
      subscribe(onChange) {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      translations: new Map(),
    };
    entries.set(i18n, entry);
  }
  return entry;
}

function namespacesOf(ns: Namespaces, i18n: I18n, contextDefault: Namespaces): string[] {
  const chosen = ns ?? contextDefault ?? (i18n.options.defaultNS as Namespaces);
  if (chosen === undefined) return ['translation'];
  return typeof chosen === 'string' ? [chosen] : [...chosen];
}

function isReady(i18n: I18n, namespaces: string[], lng: string | undefined): boolean {
  const initialised = i18n.isInitialized || Boolean((i18n as { initializedStoreOnce?: boolean }).initializedStoreOnce);
  if (!initialised) return false;
  // As react-i18next: an instance without languages yet counts as loaded.
  if (!i18n.languages || i18n.languages.length === 0) return true;
  return namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace, { lng }));
}

function build(
  i18n: I18n,
  lng: string,
  namespaces: string[],
  keyPrefix: string | undefined,
  ready: boolean,
): SharedTranslation {
  const fallback = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode === 'fallback';
  // Called untyped: the project's typed resources narrow getFixedT to literal namespaces, and its fourth argument
  // (scopeNs, as react-i18next passes it) is not in the declaration.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => TFunction;
  const fixed = getFixedT(lng, fallback ? namespaces : namespaces[0], keyPrefix, { scopeNs: namespaces });
  // On the server, a text already translated once in this process is answered without i18next's call overhead.
  const t = serverTranslationMemo ? serverTranslationMemo.withPlainLookups(fixed) : fixed;
  const result = [t, i18n, ready] as SharedTranslation;
  result.t = t;
  result.i18n = i18n;
  result.ready = ready;
  return result;
}

export function useTranslation(ns?: Namespaces, options: TranslationOptions = {}): SharedTranslation {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: Namespaces } | undefined;
  // Outside a provider, the instance react-i18next was initialised with (as its own hook does).
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTranslation: no i18next instance (neither a provider nor initReactI18next)');
  const entry = entryFor(i18n);
  const language = useSyncExternalStore(
    entry.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const [, setLoads] = useState(0);

  const namespaces = namespacesOf(ns, i18n, context?.defaultNS);
  const lng = options.lng ?? language;
  const ready = isReady(i18n, namespaces, options.lng);
  const key = `${lng}\u0000${namespaces.join('\u0001')}\u0000${options.keyPrefix ?? ''}\u0000${ready ? 1 : 0}`;
  let translation = entry.translations.get(key);
  if (!translation) {
    (
      i18n as { reportNamespaces?: { addUsedNamespaces?: (n: string[]) => void } }
    ).reportNamespaces?.addUsedNamespaces?.(namespaces);
    translation = build(i18n, lng, namespaces, options.keyPrefix, ready);
    entry.translations.set(key, translation);
  }

  const missing = ready ? '' : namespaces.join('\u0001');
  useEffect(() => {
    if (!missing) return;
    let current = true;
    const loaded = () => {
      if (current) setLoads((n) => n + 1);
    };
    if (options.lng) void i18n.loadLanguages(options.lng, () => i18n.loadNamespaces(missing.split('\u0001'), loaded));
    else void i18n.loadNamespaces(missing.split('\u0001'), loaded);
    return () => {
      current = false;
    };
  }, [i18n, missing, options.lng]);

  return translation;
}
