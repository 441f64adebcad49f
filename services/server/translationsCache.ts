// Translations for page props, built once per (locale, namespaces) and process. serverSideTranslations reads the
// JSON files once anyway, but it still clones an i18next instance and copies the store on every call; the result
// depends only on its two arguments while the files stay the same, which they do outside development (translations
// change with a deploy). The cached object is shared by every request: nothing downstream mutates page props.
import type { SSRConfig } from 'next-i18next/pages';

export type Translations = (locale: string, namespaces: string[]) => Promise<SSRConfig>;

export function cachedTranslations(load: Translations, options: { enabled?: boolean } = {}): Translations {
  if (options.enabled === false) return load;
  const results = new Map<string, Promise<SSRConfig>>();
  return (locale, namespaces) => {
    const key = `${locale}|${namespaces.join(',')}`;
    let result = results.get(key);
    if (!result) {
      result = load(locale, namespaces);
      results.set(key, result);
      // A failed load is not remembered: the next request reads the files again.
      result.catch(() => results.delete(key));
    }
    return result;
  };
}
