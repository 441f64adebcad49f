// The 401 handler (stores/http.tsx) sits below the session store in the tree; it tells the store that the
// session was cleared through this tiny event instead of a circular context dependency.
const EVENT = 'storefront:session-cleared';

export function announceSessionCleared(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

export function onSessionCleared(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
