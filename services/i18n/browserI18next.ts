// What `import … from 'i18next'` resolves to in the browser build (next.config.js aliases it there only): the part of
// i18next's instance that the storefront and next-i18next's browser client use, with i18next's own rules for it, so
// that a text rendered in the browser is the text the server rendered with i18next itself. i18next is 16 KB gzip of
// every page's first-load script (backends, language detection, formatters, post-processors, saving missing keys,
// logging), and the browser uses none of that: every page brings its namespaces in its page data, and the panels
// opened on a click add theirs with addResourceBundle (translationsOnDemand.ts).
//
// Supported, as i18next does it: keys with a namespace (`ns:key`) or a key path (`a.b`), the `ns` option or a list
// of namespaces and `fallbackNS`, plurals with `count` (Intl.PluralRules, `_zero` for 0), `context`, `defaultValue`,
// `{{name}}` and `{{- name}}` interpolation (values are never escaped: `escapeValue: false`), `skipInterpolation`,
// getFixedT with a key prefix, language changes and their events. Not supported: nesting (`$t(…)`), formats
// (`{{value, number}}`), returnObjects, plugins other than `3rdParty` modules, backends. tests/unit/browserI18next.test.ts
// holds every key of every locale file, and every instance member the code uses, to this file.
import type { i18n as I18n, InitOptions } from 'i18next';

type Data = Record<string, unknown>;
type Options = Data & { interpolation?: Data };
type Listener = (...args: unknown[]) => void;
type Module = { type: string; init?: (instance: unknown) => void };

const DEFAULTS = {
  ns: ['translation'],
  defaultNS: ['translation'],
  fallbackLng: ['dev'],
  fallbackNS: false,
  load: 'all',
  keySeparator: '.',
  nsSeparator: ':',
  pluralSeparator: '_',
  contextSeparator: '_',
  returnNull: false,
  returnEmptyString: true,
};
const INTERPOLATION_DEFAULTS = { prefix: '{{', suffix: '}}', unescapePrefix: '-', maxReplaces: 1000 };

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const asList = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : [];
const text = (value: unknown) => (value == null ? '' : String(value));
const regexEscape = (value: string) => value.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');

/** The value at `path` (a key split by the key separator), only through own properties. */
function getPath(object: unknown, path: readonly string[]): unknown {
  let current = object;
  for (const part of path) {
    if (!isObject(current) || !own(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

/** i18next's lookup of a key whose parts may themselves contain the separator (`{ "a.b": { "c": … } }`). */
function deepFind(object: unknown, key: string, separator: string): unknown {
  if (!isObject(object)) return undefined;
  if (object[key]) return own(object, key) ? object[key] : undefined;
  const tokens = key.split(separator);
  let current: unknown = object;
  for (let i = 0; i < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let path = '';
    for (let j = i; j < tokens.length; j += 1) {
      path += (j !== i ? separator : '') + tokens[j];
      next = current[path];
      if ((typeof next === 'function' || path === '__proto__') && !own(current, path)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
    if (next === undefined) return undefined;
  }
  return current;
}

function deepExtend(target: Data, source: Data, overwrite: boolean): Data {
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    if (!own(target, key)) target[key] = source[key];
    else if (typeof target[key] === 'string' || typeof source[key] === 'string') {
      if (overwrite) target[key] = source[key];
    } else deepExtend(target[key] as Data, source[key] as Data, overwrite);
  }
  return target;
}

// Per pair of separators: the characters that make a key look like a sentence.
const sentencePatterns = new Map<string, RegExp | null>();

/** Whether a key with a colon names a namespace rather than being a sentence (i18next's `looksLikeObjectPath`). */
function looksLikeObjectPath(key: string, nsSeparator: string, keySeparator: string): boolean {
  const separators = `${nsSeparator}\u0000${keySeparator}`;
  let pattern = sentencePatterns.get(separators);
  if (pattern === undefined) {
    const chars = [' ', ',', '?', '!', ';'].filter((c) => !nsSeparator.includes(c) && !keySeparator.includes(c));
    pattern = chars.length === 0 ? null : new RegExp(`(${chars.map((c) => (c === '?' ? '\\?' : c)).join('|')})`);
    sentencePatterns.set(separators, pattern);
  }
  if (!pattern || !pattern.test(key)) return true;
  const at = key.indexOf(keySeparator);
  return at > 0 && !pattern.test(key.substring(0, at));
}

const dummyRule = { select: (count: number) => (count === 1 ? 'one' : 'other') };

class BrowserI18next {
  options: Options;
  data: Record<string, Data> = {};
  store = { data: this.data };
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  private listeners = new Map<string, Map<Listener, number>>();
  private modules: Module[] = [];
  private rules = new Map<string, { select: (count: number) => string }>();
  // Built once per init: a translation runs for every text of every render, the page's hydration included.
  private hierarchies = new Map<string, string[]>();
  private suffixes = new Map<string, string>();
  private dotted = new WeakMap<object, boolean>();
  private patterns: RegExp[] = [];

  constructor(options: Options = {}) {
    this.options = options;
    // As i18next binds its members: code may take `t` or `changeLanguage` off the instance.
    for (const name of Object.getOwnPropertyNames(BrowserI18next.prototype)) {
      const member = (this as unknown as Record<string, unknown>)[name];
      if (name !== 'constructor' && typeof member === 'function')
        (this as unknown as Record<string, unknown>)[name] = member.bind(this);
    }
  }

  use(module: Module) {
    if (module?.type !== '3rdParty') throw new Error(`i18next in the browser takes no ${module?.type} module`);
    this.modules.push(module);
    return this;
  }

  init(options: InitOptions | Options = {}, callback?: (error: unknown, t: BrowserI18next['t']) => void) {
    const given = options as Options;
    if (given.defaultNS == null && given.ns) {
      if (typeof given.ns === 'string') given.defaultNS = given.ns;
      else if (!asList(given.ns).includes('translation')) given.defaultNS = asList(given.ns)[0];
    }
    const merged: Options = { ...DEFAULTS, ...this.options, ...given };
    merged.interpolation = { ...INTERPOLATION_DEFAULTS, ...(merged.interpolation ?? {}) };
    merged.ns = [...asList(merged.ns)];
    this.options = merged;
    this.hierarchies.clear();
    this.suffixes.clear();
    const settings = merged.interpolation as typeof INTERPOLATION_DEFAULTS;
    const prefix = regexEscape(settings.prefix);
    const suffix = regexEscape(settings.suffix);
    this.patterns = [
      new RegExp(`${prefix}${regexEscape(settings.unescapePrefix)}(.+?)${suffix}`, 'g'),
      new RegExp(`${prefix}(.+?)${suffix}`, 'g'),
    ];
    this.data = (merged.resources as Record<string, Data>) ?? {};
    this.store = { data: this.data };
    this.modules.forEach((module) => module.init?.(this));
    const fallback = asList(merged.fallbackLng)[0];
    const done = this.changeLanguage(
      typeof merged.lng === 'string' ? merged.lng : fallback !== 'dev' ? fallback : undefined,
    );
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return done;
  }

  // Events: `languageChanged` (useTranslation re-renders on it), `initialized`, `added`.
  on(events: string, listener: Listener) {
    for (const event of events.split(' ')) {
      const listeners = this.listeners.get(event) ?? new Map<Listener, number>();
      listeners.set(listener, (listeners.get(listener) ?? 0) + 1);
      this.listeners.set(event, listeners);
    }
    return this;
  }

  off(event: string, listener?: Listener) {
    if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const [listener, times] of [...(this.listeners.get(event) ?? [])])
      for (let i = 0; i < times; i += 1) listener(...args);
  }

  changeLanguage(lng: string | undefined, callback?: (error: unknown, t: BrowserI18next['t']) => void) {
    const language = lng && (this.hasTranslations(lng) ? lng : this.formatCode(lng));
    if (language) {
      this.language = language;
      this.languages = [...this.hierarchy(language)];
      this.resolvedLanguage = this.languages.find((code) => this.hasTranslations(code));
      this.emit('languageChanged', language);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  // The browser has every namespace it reads in its store (any namespace, any language): loading one is only
  // recording it.
  hasLoadedNamespace() {
    return this.isInitialized && this.languages.length > 0;
  }

  loadNamespaces(ns: string | readonly string[], callback?: (error: unknown) => void) {
    const known = this.options.ns as string[];
    for (const namespace of asList(ns)) if (!known.includes(namespace)) known.push(namespace);
    callback?.(null);
    return Promise.resolve();
  }

  loadLanguages(lngs: string | readonly string[], callback?: (error: unknown) => void) {
    const preload = asList(this.options.preload);
    this.options.preload = preload.concat(asList(lngs).filter((lng) => !preload.includes(lng)));
    callback?.(null);
    return Promise.resolve();
  }

  getResource(lng: string, ns: string, key?: string) {
    const separator = this.options.keySeparator as string | false;
    const path = [lng, ns, ...(key ? (separator ? key.split(separator) : [key]) : [])];
    const found = getPath(this.data, path);
    if (found != null || typeof key !== 'string') return found;
    // The lookup that lets a key's parts contain the separator finds nothing more in a bundle without such keys.
    const bundle = this.data[lng]?.[ns];
    if (!separator || !key.includes(separator) || !this.hasDottedKeys(bundle)) return found;
    return deepFind(bundle, key, separator);
  }

  private hasDottedKeys(bundle: unknown): boolean {
    if (!isObject(bundle)) return false;
    let dotted = this.dotted.get(bundle);
    if (dotted === undefined) {
      const separator = (this.options.keySeparator as string) || '.';
      const walk = (tree: Data): boolean =>
        Object.keys(tree).some((key) => key.includes(separator) || (isObject(tree[key]) && walk(tree[key] as Data)));
      dotted = walk(bundle);
      this.dotted.set(bundle, dotted);
    }
    return dotted;
  }

  hasResourceBundle(lng: string, ns: string) {
    return this.getResource(lng, ns) !== undefined;
  }

  addResourceBundle(lng: string, ns: string, resources: Data, deep?: boolean, overwrite?: boolean) {
    const known = this.options.ns as string[];
    if (!known.includes(ns)) known.push(ns);
    const copy = JSON.parse(JSON.stringify(resources)) as Data;
    const pack = (getPath(this.data, [lng, ns]) as Data | undefined) ?? {};
    this.data[lng] ??= {};
    this.data[lng][ns] = deep ? deepExtend(pack, copy, Boolean(overwrite)) : { ...pack, ...copy };
    this.dotted.delete(pack);
    this.emit('added', lng, ns, copy);
    return this;
  }

  getFixedT(lng: string | readonly string[] | null, ns?: string | readonly string[], keyPrefix?: string) {
    const separator = (this.options.keySeparator as string) || '.';
    const fixedT = (key: string | readonly string[], opts?: Data | string) => {
      const o: Data = typeof opts === 'object' ? { ...opts } : typeof opts === 'string' ? { defaultValue: opts } : {};
      o.lng = o.lng || fixedT.lng;
      o.lngs = o.lngs || fixedT.lngs;
      o.ns = o.ns || fixedT.ns;
      if (o.keyPrefix !== '') o.keyPrefix = o.keyPrefix || keyPrefix;
      const prefixed = (k: string) => (o.keyPrefix ? `${o.keyPrefix as string}${separator}${k}` : k);
      // `o` is this call's own copy already: translated without copying it again.
      return this.translate(typeof key === 'string' ? prefixed(key) : key.map(prefixed), o);
    };
    fixedT.lng = typeof lng === 'string' ? lng : undefined;
    fixedT.lngs = typeof lng === 'string' ? undefined : lng;
    fixedT.ns = ns;
    fixedT.keyPrefix = keyPrefix;
    return fixedT;
  }

  t(keys: string | readonly string[], o?: Data | string): string {
    const opt: Data = typeof o === 'object' && o !== null ? { ...o } : typeof o === 'string' ? { defaultValue: o } : {};
    return this.translate(keys, opt);
  }

  private translate(keys: string | readonly string[], opt: Data): string {
    if (keys == null) return '';
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    const { key } = this.extractFromKey(list[list.length - 1] ?? '', opt);
    const lng = (opt.lng as string) || this.language;
    let res = this.resolve(list, opt);
    const count = opt.count;
    const plural = count !== undefined && typeof count !== 'string';
    const pluralSuffix = plural ? this.pluralSuffix(lng, count as number) : '';
    const zero = plural && count === 0 ? opt[`defaultValue${this.options.pluralSeparator as string}zero`] : undefined;
    const defaultValue = zero || opt[`defaultValue${pluralSuffix}`] || opt.defaultValue;
    const hasDefault = Object.keys(opt).some((name) => name.startsWith('defaultValue') && opt[name] !== undefined);
    const candidate = !res && hasDefault ? defaultValue : res;
    if (candidate && typeof candidate === 'object')
      return `key '${key} (${this.language})' returned an object instead of string.`;
    if (!this.isValid(res) && hasDefault) res = defaultValue;
    if (!this.isValid(res)) res = key;
    if (opt.skipInterpolation) return res as string;
    const data = isObject(opt.replace) ? opt.replace : opt;
    return this.interpolate(res as string, data, opt);
  }

  private hasTranslations(lng: string) {
    return Object.values(this.data[lng] ?? {}).some((bundle) => isObject(bundle) && Object.keys(bundle).length > 0);
  }

  private isValid(res: unknown) {
    return res !== undefined && res !== null && (this.options.returnEmptyString !== false || res !== '');
  }

  private formatCode(code: string): string {
    if (!code.includes('-')) return code;
    try {
      return Intl.getCanonicalLocales(code)[0] ?? code;
    } catch {
      return code;
    }
  }

  /** The languages a text is looked up in, in order (i18next's `toResolveHierarchy` for these options). */
  private hierarchy(code: string): readonly string[] {
    let codes = this.hierarchies.get(code);
    if (!codes) {
      codes = this.resolveHierarchy(code);
      this.hierarchies.set(code, codes);
    }
    return codes;
  }

  private resolveHierarchy(code: string): string[] {
    const codes: string[] = [];
    const add = (c: string | null) => {
      if (c && !codes.includes(c)) codes.push(c);
    };
    const load = this.options.load;
    if (code.includes('-') || code.includes('_')) {
      const parts = code.replace(/_/g, '-').split('-');
      const [language = code] = parts;
      if (load !== 'languageOnly') add(this.formatCode(code));
      // The script part (`zh-Hant` of `zh-Hant-HK`), unless the code is a language and region only.
      const script = parts.slice(0, -1);
      if (load !== 'languageOnly' && load !== 'currentOnly' && parts.length > 2 && script.at(-1)?.toLowerCase() !== 'x')
        add(this.formatCode(script.join('-')));
      if (load !== 'currentOnly') add(this.formatCode(language));
    } else add(code);
    asList(this.options.fallbackLng).forEach((fallback) => add(this.formatCode(fallback)));
    return codes;
  }

  // A count's plural form per language, remembered: Intl's select is the slowest step of a counted text, and a
  // page asks the same few counts again and again.
  private pluralSuffix(code: string, count: number): string {
    const remembered = `${code}\u0000${count}`;
    let suffix = this.suffixes.get(remembered);
    if (suffix === undefined) {
      if (this.suffixes.size >= 1000) this.suffixes.clear();
      suffix = this.selectPlural(code, count);
      this.suffixes.set(remembered, suffix);
    }
    return suffix;
  }

  private selectPlural(code: string, count: number): string {
    const cleaned = (code === 'dev' ? 'en' : code).replace(/_/g, '-');
    let rule = this.rules.get(cleaned);
    if (!rule) {
      try {
        rule = new Intl.PluralRules(cleaned);
      } catch {
        rule = /-|_/.test(code) ? undefined : dummyRule;
        if (!rule) return this.selectPlural(cleaned.split('-')[0] ?? cleaned, count);
      }
      this.rules.set(cleaned, rule);
    }
    return `${this.options.pluralSeparator as string}${rule.select(count)}`;
  }

  private extractFromKey(key: string, opt: Data): { key: string; namespaces: string[] } {
    const nsSeparator = (this.options.nsSeparator ?? ':') as string | false;
    const keySeparator = this.options.keySeparator as string;
    let namespaces: unknown = opt.ns || this.options.defaultNS || [];
    if (nsSeparator && key.includes(nsSeparator) && looksLikeObjectPath(key, nsSeparator, keySeparator)) {
      const parts = key.split(nsSeparator);
      if (nsSeparator !== keySeparator || (this.options.ns as string[]).includes(parts[0] ?? ''))
        namespaces = parts.shift();
      key = parts.join(keySeparator);
    }
    return { key, namespaces: asList(namespaces) };
  }

  private resolve(keys: string[], opt: Data): unknown {
    const separator = this.options.pluralSeparator as string;
    const count = opt.count;
    const plural = count !== undefined && typeof count !== 'string';
    const context = opt.context;
    const withContext = (typeof context === 'string' || typeof context === 'number') && context !== '';
    for (const k of keys) {
      const { key, namespaces } = this.extractFromKey(k, opt);
      const lookIn = namespaces.concat(asList(this.options.fallbackNS));
      const codes = opt.lngs ? asList(opt.lngs) : this.hierarchy((opt.lng as string) || this.language);
      for (const ns of lookIn) {
        for (const code of codes) {
          // Tried from the last: the most specific form first (context with plural, then plural, then the key).
          const candidates = [key];
          const suffix = plural ? this.pluralSuffix(code, count as number) : '';
          if (plural) {
            candidates.push(key + suffix);
            if (count === 0) candidates.push(`${key}${separator}zero`);
          }
          if (withContext) {
            const contextKey = `${key}${(this.options.contextSeparator as string) || '_'}${String(context)}`;
            candidates.push(contextKey);
            if (plural) {
              candidates.push(contextKey + suffix);
              if (count === 0) candidates.push(`${contextKey}${separator}zero`);
            }
          }
          let candidate: string | undefined;
          while ((candidate = candidates.pop())) {
            const found = this.getResource(code, ns, candidate);
            if (this.isValid(found)) return found;
          }
        }
      }
    }
    return undefined;
  }

  /** `{{- name}}` first, then `{{name}}`; a name the data lacks stays as written (i18next's skipOnVariables). */
  private interpolate(str: string, data: Data, options: Data): string {
    const settings = this.options.interpolation as typeof INTERPOLATION_DEFAULTS;
    if (!str.includes(settings.prefix)) return str;
    const separator = (this.options.keySeparator as string) || '.';
    const unescaped: Array<[number, number]> = [];
    let shift = 0;
    this.patterns.forEach((regex, index) => {
      regex.lastIndex = 0;
      let replaces = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(str))) {
        const at = match.index - shift;
        const written = unescaped.find(([start, end]) => at >= start && at < end);
        if (written) {
          regex.lastIndex = written[1] + shift;
          continue;
        }
        const name = (match[1] ?? '').trim();
        let value = getPath(data, name.split('.'));
        if (value == null && name.includes(separator)) value = deepFind(data, name, separator);
        if (value === undefined) {
          if (own(options, name)) value = '';
          else continue;
        }
        const safe = text(value);
        str = str.slice(0, match.index) + safe + str.slice(match.index + match[0].length);
        if (index === 0) unescaped.push([match.index, match.index + safe.length]);
        else shift += safe.length - match[0].length;
        regex.lastIndex += safe.length - match[0].length;
        replaces += 1;
        if (replaces >= settings.maxReplaces) break;
      }
    });
    return str;
  }
}

/** The module's default export, as next-i18next's browser client uses it: `i18next.createInstance(config)`. */
const i18next = {
  createInstance: (options?: InitOptions) => new BrowserI18next(options as Options) as unknown as I18n,
};

/** react-i18next imports it for key selectors (`t($ => $.key)`), which the storefront does not use. */
export function keyFromSelector(): never {
  throw new Error('i18next in the browser has no key selectors: pass keys as strings');
}

export { BrowserI18next };
export default i18next;
