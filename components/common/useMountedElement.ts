// An element that later renders need (a popup's anchor, a portal's target), held in state once React mounts it.
//
// A ref callback runs during React's commit, and a state update made there is synchronous: during hydration it
// makes React re-render the component, and first run every pending effect of the whole page, in the same task as
// the commit (one long task on a phone, on every full page load). Set in a transition, the update renders after the
// commit, in its own slices; what needs the element (a popup opened by the shopper, a portal) waits for it anyway.
import { startTransition, useCallback, useState } from 'react';

export function useMountedElement<T extends Element>(): [T | null, (element: T | null) => void] {
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((next: T | null) => startTransition(() => setElement(next)), []);
  return [element, ref];
}
