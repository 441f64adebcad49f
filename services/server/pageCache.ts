// The shared page cache's I/O: serving a stored page (with a fresh CSP nonce), capturing what the renderer writes,
// and starting a background render of a stale page. What may be shared, under which key, and what may be stored are
// the rules in services/server/pageCacheRules.ts (they describe the cache in full).
//
// CSP: a cached page never repeats a nonce. Every response gets a fresh one (the one this response's own
// Content-Security-Policy header already names, or a new random one), written over the stored nonce in the HTML
// and in the stored header.
import { randomBytes } from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import { createNonce, nonceOf, renewNonce } from '@/services/server/request/csp';
import { createHtmlCache, type CachedPage, type HtmlCache } from './htmlCache';
import {
  SHARED_VARY,
  isShareableResponse,
  pageCacheDecision,
  refreshTarget,
  sharedCacheControl,
  type PageCacheSettings,
  type PageRequestFacts,
  type RefreshTarget,
} from './pageCacheRules';

export interface PageRequest extends PageRequestFacts {
  res: ServerResponse;
}

/** 'served': the response is complete, render nothing. 'render': render as usual. */
export type PageCacheOutcome = 'served' | 'render';

export interface PageCache {
  handle(page: PageRequest): PageCacheOutcome;
  clear(): void;
}

export interface PageCacheDeps {
  store?: HtmlCache;
  /** Starts a background render of a stale page (default: a request to this process). */
  refresh?: (target: RefreshTarget, done: () => void) => void;
  newNonce?: () => string;
}

export const PAGE_CACHE_HEADER = 'X-Page-Cache';
const CSP_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;

function cspOf(res: ServerResponse): { name: string; value: string } | null {
  for (const name of CSP_HEADERS) {
    const value = res.getHeader(name);
    if (typeof value === 'string') return { name, value };
  }
  return null;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

function requestSelf(target: RefreshTarget, done: () => void): void {
  const req = http.get({ host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers }, (res) => {
    res.resume();
    res.on('end', done);
    res.on('error', done);
  });
  req.setTimeout(30_000, () => req.destroy());
  req.on('error', done);
}

// A stored page cut at its nonce and encoded once: a hit joins the parts around its fresh nonce, instead of
// searching and re-encoding the whole text (about 100 KB for a results page) on every response.
const htmlParts = new WeakMap<CachedPage, Buffer[]>();

function htmlWithNonce(page: CachedPage, fresh: string | null): Buffer {
  let parts = htmlParts.get(page);
  if (!parts) {
    parts = (page.nonce ? page.html.split(page.nonce) : [page.html]).map((part) => Buffer.from(part, 'utf8'));
    htmlParts.set(page, parts);
  }
  if (parts.length === 1) return parts[0]!;
  const nonce = Buffer.from(fresh ?? page.nonce ?? '', 'utf8');
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
}

export function createPageCache(settings: PageCacheSettings, deps: PageCacheDeps = {}): PageCache {
  const store = deps.store ?? createHtmlCache(settings);
  const refresh = deps.refresh ?? requestSelf;
  const newNonce = deps.newNonce ?? createNonce;
  // Only this process's own background renders may skip the lookup.
  const refreshSecret = randomBytes(16).toString('hex');
  const sharedControl = sharedCacheControl(settings);

  function markShared(res: ServerResponse, state: string): void {
    res.setHeader('Cache-Control', sharedControl);
    res.setHeader('Vary', SHARED_VARY);
    res.setHeader(PAGE_CACHE_HEADER, state);
  }

  function serve(res: ServerResponse, page: CachedPage, state: string): void {
    const live = cspOf(res);
    const fresh = nonceOf(live?.value ?? null) ?? (page.nonce ? newNonce() : null);
    if (page.csp && !live)
      res.setHeader(
        'Content-Security-Policy',
        page.nonce && fresh ? renewNonce(page.csp, page.nonce, fresh) : page.csp,
      );
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    markShared(res, state);
    res.end(htmlWithNonce(page, fresh));
  }

  /** Tees what the renderer writes; stores it when the response turned out shareable. */
  function capture(res: ServerResponse, key: string, onFinish: () => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const cookiesBefore = JSON.stringify(res.getHeader('set-cookie') ?? null);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      const buffer = toBuffer(chunk, encoding);
      if (!buffer || tooBig) return;
      size += buffer.length;
      if (size > settings.maxChars) tooBig = true;
      else chunks.push(buffer);
    };
    (res as { write: unknown }).write = (...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    };
    (res as { end: unknown }).end = (...args: unknown[]) => {
      if (typeof args[0] !== 'function') keep(args[0], args[1]);
      const shareable = isShareableResponse(
        {
          status: res.statusCode,
          size,
          tooBig,
          contentType: String(res.getHeader('content-type') ?? ''),
          cacheControl: res.getHeader('cache-control'),
          cookiesChanged: JSON.stringify(res.getHeader('set-cookie') ?? null) !== cookiesBefore,
        },
        sharedControl,
      );
      if (shareable) {
        const csp = cspOf(res);
        store.set(key, {
          html: Buffer.concat(chunks).toString('utf8'),
          csp: csp?.value ?? null,
          nonce: nonceOf(csp?.value ?? null),
        });
      }
      onFinish();
      return end(...args);
    };
  }

  return {
    handle(page) {
      const { req, res } = page;
      const decision = pageCacheDecision(page, settings, refreshSecret);
      if (decision.kind === 'skip') return 'render';
      if (decision.kind === 'bypass') {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader(PAGE_CACHE_HEADER, 'BYPASS');
        return 'render';
      }
      const { key } = decision;
      if (decision.kind === 'lookup') {
        const found = store.get(key);
        if (found.state === 'fresh') {
          serve(res, found.page, 'HIT');
          return 'served';
        }
        if (found.state === 'stale') {
          const port = req.socket?.localPort;
          if (found.claimRefresh() && port)
            refresh(refreshTarget(page, port, refreshSecret), () => store.refreshDone(key));
          serve(res, found.page, 'STALE');
          return 'served';
        }
      }
      const isRefresh = decision.kind === 'refresh';
      markShared(res, isRefresh ? 'REFRESH' : 'MISS');
      capture(res, key, isRefresh ? () => store.refreshDone(key) : () => undefined);
      return 'render';
    },
    clear() {
      store.clear();
    },
  };
}
