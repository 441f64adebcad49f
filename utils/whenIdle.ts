// Work for later (fetching code a shopper may need next) runs once the browser is idle, so it never stands between
// the page's start or a tap and their paint. Browsers without requestIdleCallback (Safari) run it in the next task.
// Returns a function that cancels the work if it has not run yet.
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}
