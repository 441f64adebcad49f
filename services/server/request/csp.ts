// The Content-Security-Policy of every page, built in one place from a per-response nonce and the tenant's
// configured third-party hosts.
//
// Scripts: only ours, each carrying the response's nonce (Next's own <script> tags and our inline ones), plus
// the tenant's analytics and chat hosts named explicitly. No 'unsafe-inline' and no 'strict-dynamic': a script
// that slips into the HTML without the nonce does not run, and a script we load cannot load from anywhere else.
// Styles allow inline: Emotion writes <style> tags at run time, and CSS cannot run code.
// Images: our origin (uploads and assets come through /api), data: and blob: (image-search previews), the
// optional file CDN and the tenant's own logo host, and what the analytics tag needs.
// Frames: the page may not be framed at all (clickjacking on the login form); it frames only chat widgets.
//
// A shared HTML cache must never repeat a nonce: a cached page is served with a fresh one written over the old
// one both in the HTML and in this header (`renewNonce`). Nonces are 128 random bits in base64, so replacing
// every occurrence of the old value cannot touch anything else.

/** Where a tenant's pages may load from beyond our own origin, per directive. */
export interface CspSources {
  scripts: string[];
  connect: string[];
  images: string[];
  frames: string[];
  styles: string[];
}

export const EMPTY_SOURCES: CspSources = { scripts: [], connect: [], images: [], frames: [], styles: [] };

/** Google's documented hosts for gtag.js / Google Analytics 4. */
const ANALYTICS: CspSources = {
  scripts: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frames: [],
  styles: [],
};

/** 16 random bytes, base64: a fresh nonce for one response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The https origin of an address, or null (relative paths are our own origin and need no entry). */
export function httpsOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface TenantSourceInput {
  analytics: boolean;
  /** Chat widget script addresses (already checked: https or our own paths). */
  widgets: string[];
  /** The tenant's logo address (may live on the tenant's own host). */
  logo?: string | null;
  /** CDN_ORIGIN: where the API's files are served from when not through /api/files. */
  fileOrigin?: string | null;
}

/** The hosts one tenant's pages need: analytics, each chat widget's origin (script, calls, frames, pictures). */
export function tenantSources(input: TenantSourceInput): CspSources {
  const out: CspSources = { scripts: [], connect: [], images: [], frames: [], styles: [] };
  const add = (sources: CspSources) => {
    for (const key of Object.keys(out) as (keyof CspSources)[]) out[key].push(...sources[key]);
  };
  if (input.analytics) add(ANALYTICS);
  for (const widget of input.widgets) {
    const origin = httpsOrigin(widget);
    if (!origin) continue;
    const socket = origin.replace(/^https:/, 'wss:');
    add({ scripts: [origin], connect: [origin, socket], images: [origin], frames: [origin], styles: [origin] });
  }
  const logo = httpsOrigin(input.logo);
  if (logo) out.images.push(logo);
  const files = httpsOrigin(input.fileOrigin);
  if (files) out.images.push(files);
  return out;
}

export interface CspOptions {
  nonce: string;
  sources?: CspSources;
  /** Next's development server evaluates code (fast refresh): allowed in development only. */
  development?: boolean;
  /** Served over HTTPS: ask the browser to upgrade any stray http: subresource. */
  https?: boolean;
}

function directive(name: string, values: string[]): string {
  return [name, ...Array.from(new Set(values))].join(' ');
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: CspOptions): string {
  const sources = options.sources ?? EMPTY_SOURCES;
  const nonce = `'nonce-${options.nonce}'`;
  const parts = [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", nonce, ...(options.development ? ["'unsafe-eval'"] : []), ...sources.scripts]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...sources.styles]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...sources.images]),
    directive('font-src', ["'self'", 'data:']),
    directive('connect-src', ["'self'", ...(options.development ? ['ws:', 'wss:'] : []), ...sources.connect]),
    directive('frame-src', sources.frames.length > 0 ? sources.frames : ["'none'"]),
    directive('frame-ancestors', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('worker-src', ["'self'", 'blob:']),
    directive('manifest-src', ["'self'"]),
  ];
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** The nonce a policy names, or null. */
export function nonceOf(policy: string | null | undefined): string | null {
  return policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null;
}

/** `text` (HTML or a policy) with every occurrence of one nonce replaced by another. */
export function renewNonce(text: string, from: string, to: string): string {
  return from ? text.split(from).join(to) : text;
}
