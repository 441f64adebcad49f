// A part of the page that the server does not render and whose code loads once it has mounted, drawn in a
// transition. For parts that mount with the page (the live connection, the page numbers under a list) or with an
// answer it waits for (the cost to the door), where next/dynamic with `ssr: false` costs a synchronous render:
// next/dynamic keeps the module in a store React reads with useSyncExternalStore, and React renders a component
// whose store changed synchronously. A small chunk that arrives between hydration's render and its effects thus had
// the part rendered at the end of those effects, together with every other update they made, in the same task as
// all of them; a larger part rendered in one piece when its code arrived. Here the loaded component is state set in
// a transition, which React renders in slices, in tasks of its own. Dialogs and other parts a shopper opens keep
// next/dynamic: what they draw answers a press at once.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

export function loadAfterMount<P extends object>(
  load: () => Promise<Module<P>>,
  /** What shows until the code is there, on the server too (a box that keeps the part's room). */
  fallback: ReactNode = null,
): ComponentType<P> {
  // Loaded once per visit: a later mount (another page of the visit) draws the part at once.
  let loaded: ComponentType<P> | null = null;

  function LoadedAfterMount(props: P) {
    // Null while hydrating: the code loads only after mount, so the first render matches the server's.
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return undefined;
      let current = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (current) startTransition(() => setPart(() => module.default));
        },
        // A chunk that failed to load (a new deployment, the network gone): the fallback stays, the page goes on.
        (error: unknown) => console.warn('[page] a part of the page failed to load', error),
      );
      return () => {
        current = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : fallback;
  }
  return LoadedAfterMount;
}
