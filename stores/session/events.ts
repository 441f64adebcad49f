// Two tiny browser events that decouple the http client from the React tree:
// - "unauthorized": the http client saw a 401 on a call made while logged in (at most once per burst, see
//   services/http.ts); HttpProvider reacts (toast, clear, go to login);
// - "session cleared": the session store forgets the user and empties the cart. The session store sits below
//   HttpProvider in the tree, so an event avoids a circular context dependency.
const CLEARED = 'storefront:session-cleared';
const UNAUTHORIZED = 'storefront:unauthorized';

function listen(name: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

function announce(name: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(name));
}

export const announceSessionCleared = (): void => announce(CLEARED);
export const onSessionCleared = (listener: () => void): (() => void) => listen(CLEARED, listener);
export const announceUnauthorized = (): void => announce(UNAUTHORIZED);
export const onUnauthorized = (listener: () => void): (() => void) => listen(UNAUTHORIZED, listener);
