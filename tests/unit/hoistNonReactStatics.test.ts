// The browser's hoist-non-react-statics (utils/hoistNonReactStatics.ts) against the library: the same statics copied
// for every kind of component next-i18next (or anything else) may wrap.
import { forwardRef, memo, Component } from 'react';
import library from 'hoist-non-react-statics';
import hoistNonReactStatics from '@/utils/hoistNonReactStatics';

const marker = Symbol('marker');

function sources(): Array<[string, unknown]> {
  function Page() {
    return null;
  }
  Object.assign(Page, { getInitialProps: () => ({}), settings: { a: 1 }, displayName: 'Page', defaultProps: {} });
  (Page as unknown as Record<symbol, unknown>)[marker] = 'symbol static';
  class Base extends Component {
    static inherited = 'from the base';
    static contextTypes = {};
  }
  class Derived extends Base {
    static own = 'own';
    static getDerivedStateFromProps = () => null;
  }
  const Memo = Object.assign(memo(Page), { extra: 'on memo', compare: null });
  const Forward = Object.assign(
    forwardRef(function Forwarded() {
      return null;
    }),
    { extra: 'on forwardRef' },
  );
  const frozen = Object.defineProperty(() => null, 'locked', { value: 'locked', writable: false });
  return [
    ['a function component', Page],
    ['a class with an inherited static', Derived],
    ['memo', Memo],
    ['forwardRef', Forward],
    ['a read-only static', frozen],
    ['a string element', 'div'],
  ];
}

/** Every own property of `target`, as descriptors without functions' identity. */
const described = (target: object) =>
  [...Object.getOwnPropertyNames(target), ...Object.getOwnPropertySymbols(target)].map((key) => [
    String(key),
    typeof (target as Record<string | symbol, unknown>)[key],
    Object.getOwnPropertyDescriptor(target, key)?.writable,
  ]);

describe('hoistNonReactStatics in the browser', () => {
  const targets = () => ({
    function: function Wrapper() {
      return null;
    } as object,
    memo: memo(function MemoWrapper() {
      return null;
    }) as object,
    forwardRef: forwardRef(function ForwardWrapper() {
      return null;
    }) as object,
  });

  it.each(sources().map(([name]) => name))('copies the statics of %s as the library does', (name) => {
    const [, sourceA] = sources().find(([n]) => n === name)!;
    const [, sourceB] = sources().find(([n]) => n === name)!;
    const expected = targets();
    const actual = targets();
    for (const kind of Object.keys(expected) as Array<keyof typeof expected>) {
      library(expected[kind] as never, sourceA as never);
      hoistNonReactStatics(actual[kind], sourceB);
      expect(described(actual[kind])).toEqual(described(expected[kind]));
    }
  });

  it('leaves out what the blacklist names, as the library does', () => {
    const [, source] = sources()[0]!;
    const expected = library(function A() {} as never, source as never, { settings: true });
    const actual = hoistNonReactStatics(function A() {}, source, { settings: true });
    expect(described(actual)).toEqual(described(expected));
    expect('settings' in actual).toBe(false);
    expect((actual as unknown as { getInitialProps?: unknown }).getInitialProps).toBeInstanceOf(Function);
  });
});
