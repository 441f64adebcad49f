// Hydrate the server-rendered page in a transition, as Next's app router does for its pages.
//
// The pages router calls `hydrateRoot` outside any transition, so React hydrates the whole page at default
// priority in one uninterrupted task: on a mid-range phone that task is the longest on the page (hundreds of
// milliseconds in which a tap or a scroll waits). Inside a transition React hydrates in slices of a few
// milliseconds and lets the browser paint and handle input in between; a tap on a part not yet hydrated makes
// React finish hydrating at once and then replays the tap, so nothing the shopper does is lost. The page
// looks the same throughout: it is already in the server's HTML.
//
// The router looks `hydrateRoot` up on react-dom/client's exports each time it renders, after _app's module
// has run, so wrapping that export once, in the browser, before the first render, is enough.
import { startTransition } from 'react';

type HydrateRoot = typeof import('react-dom/client').hydrateRoot;
interface ReactDomClient {
  hydrateRoot: HydrateRoot;
}

const wrapped = Symbol.for('storefront.hydrateInTransition');

export function hydrateInTransition(client: ReactDomClient): void {
  const hydrateRoot = client.hydrateRoot as HydrateRoot & { [wrapped]?: true };
  if (hydrateRoot[wrapped]) return;
  const inTransition: HydrateRoot & { [wrapped]?: true } = (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root as ReturnType<HydrateRoot>;
  };
  inTransition[wrapped] = true;
  client.hydrateRoot = inTransition;
}
