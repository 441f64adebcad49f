import { useEffect, useRef } from 'react';

/**
 * A ref for a message that stands above a form's fields (a refusal, a form-level error): each time `message` turns
 * to a new text, the element is scrolled into view, so a shopper who submitted from the bottom of the form sees it.
 */
export function useScrolledIntoView<T extends HTMLElement>(message: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return ref;
}
