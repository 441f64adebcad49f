// What `hoist-non-react-statics` resolves to in the browser build (next.config.js aliases it there only): the same
// copy of a component's own statics onto its wrapper, without react-is, which the library loads only to read two
// `$$typeof` values. next-i18next's appWithTranslation is its one user in the browser, on every page: 1.1 KB gzip
// of the shared first load. tests/unit/hoistNonReactStatics.test.ts holds it to the library.
// Plain objects, looked up as the library does: a name on Object.prototype (`constructor`, `toString`…) counts as a
// React static too, so it is never copied.
type Statics = Record<string | symbol, unknown>;
const statics = (...names: string[]): Statics => Object.fromEntries(names.map((name) => [name, true]));
const REACT_STATICS = statics(
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
);
const KNOWN_STATICS = statics('name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity');
const FORWARD_REF_STATICS = statics('$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes');
const MEMO_STATICS = statics('$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type');

/** The statics React itself reads on a component of this kind (not copied). */
function staticsOf(component: object): Statics {
  const type = (component as { $$typeof?: unknown }).$$typeof;
  if (type === Symbol.for('react.memo')) return MEMO_STATICS;
  if (type === Symbol.for('react.forward_ref')) return FORWARD_REF_STATICS;
  return REACT_STATICS;
}

export default function hoistNonReactStatics<T extends object>(
  target: T,
  source: unknown,
  blacklist?: Record<string, boolean>,
): T {
  if (typeof source === 'string' || source == null) return target;
  const inherited = Object.getPrototypeOf(source) as unknown;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, blacklist);
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source as object);
  const keys: Array<string | symbol> = [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)];
  for (const key of keys) {
    if (KNOWN_STATICS[key] || blacklist?.[key as string] || sourceStatics[key] || targetStatics[key]) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!);
    } catch {
      // A read-only property of the target stays as it is, as the library leaves it.
    }
  }
  return target;
}
