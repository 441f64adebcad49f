// A Chromium that loads pages the way a phone does, with no inspector session listening to its JavaScript.
//
// Playwright (and Lighthouse) turn on DevTools' Runtime domain for every page they drive. With it, V8 keeps a
// detailed stack trace for every Error a script creates, which needs the source position of every function on the
// stack; a function compiled without them is parsed again on the main thread. React's module creates five Errors
// while it is evaluated (its sentinels for suspending), with its whole 200 KB module function on the stack, so under
// Playwright the task that starts Next re-parses React: about 30 ms more at 4× CPU, which no shopper's phone pays.
// For the load's long tasks `npm run main-thread` drives this browser instead, over the DevTools pipe with only
// what a load needs: Target (a fresh profile per load), Storage (cookies), Emulation (CPU, screen) and Page
// (observers before any script, navigation, load events). Runtime is only used to read the page's entries at the
// end, without enabling it.
import { spawn } from 'node:child_process';
import { HEADLESS_CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Starts `executablePath` headless with its DevTools pipe; resolves to a handle whose pages are fresh profiles. */
export function launchQuietChromium(executablePath) {
  const chromium = spawn(
    executablePath,
    [...HEADLESS_CHROMIUM_FLAGS, '--remote-debugging-pipe', '--no-default-browser-check', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = chromium.stdio[3];
  const fromBrowser = chromium.stdio[4];
  let nextId = 0;
  const replies = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && replies.has(message.id)) {
        const { resolve, reject } = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  exited.then(() => {
    for (const { reject } of replies.values()) reject(new Error('Chromium exited'));
    replies.clear();
  });

  /** One DevTools call, to the browser or (with `sessionId`) to a page. */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      replies.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  /** Resolves with the first event `method` of `sessionId` that `accept` takes, or rejects after `timeoutMs`. */
  const waitForEvent = (sessionId, method, accept = () => true, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (message) => {
        if (message.sessionId !== sessionId || message.method !== method || !accept(message.params)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });

  return {
    /**
     * A page in a profile of its own (empty cache and cookie jar, as a first visit), with `cookies` set for
     * `origin`, the CPU slowed `cpu`×, a `width`×`height` screen at `scale`, and `initScript` run before any of
     * the page's scripts.
     */
    async newPage({ origin, cookies = [], cpu = 1, width = 390, height = 844, scale = 2, initScript = '' }) {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      if (cookies.length)
        await send('Storage.setCookies', {
          browserContextId,
          cookies: cookies.map(({ name, value }) => ({ name, value, url: origin })),
        });
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const call = (method, params) => send(method, params, sessionId);
      await call('Page.enable');
      await call('Page.setLifecycleEventsEnabled', { enabled: true });
      await call('Emulation.setCPUThrottlingRate', { rate: cpu });
      await call('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: false });
      if (initScript) await call('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
      return {
        /** Navigates and resolves once the network is almost idle (no more than the live-events stream and one other request for 500 ms: Chromium's networkAlmostIdle), then `quietMs` more. */
        async load(url, quietMs) {
          // The blank page this one started on has its own lifecycle: only the navigation's loader counts.
          let loaderId = null;
          const idle = waitForEvent(
            sessionId,
            'Page.lifecycleEvent',
            (event) => event.name === 'networkAlmostIdle' && event.loaderId === loaderId,
          );
          const navigation = await call('Page.navigate', { url });
          if (navigation.errorText) throw new Error(`${url}: ${navigation.errorText}`);
          loaderId = navigation.loaderId;
          await idle;
          await new Promise((resolve) => setTimeout(resolve, quietMs));
        },
        /** The value of `expression` (JSON-serialisable) in the page. */
        async evaluate(expression) {
          const { result, exceptionDetails } = await call('Runtime.evaluate', { expression, returnByValue: true });
          if (exceptionDetails) throw new Error(exceptionDetails.text);
          return result.value;
        },
        async close() {
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      toBrowser.end();
      chromium.kill();
      await exited;
    },
  };
}
