// One submission at a time per form: `pending` disables the buttons, and the ref guards against a second
// submit that arrives before React has re-rendered (double click, Enter held down).
import { useCallback, useRef, useState } from 'react';

export function usePending() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
