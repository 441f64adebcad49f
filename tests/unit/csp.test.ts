/** @jest-environment node */
// The page policy: our scripts only by nonce, the tenant's analytics and chat hosts named explicitly, nothing
// may frame the page; a cached page gets a fresh nonce in both its HTML and its header.
import type { Tenant } from '@/contract';
import { pageSources, responseNonce, setPageSecurityHeaders } from '@/services/server/request/securityHeaders';
import { contentSecurityPolicy, createNonce, nonceOf, renewNonce, tenantSources } from '@/services/server/request/csp';
import { tenantScripts } from '@/utils/tenantScripts';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function tenant(preference: Partial<Tenant['tenantPreference']> = {}, extra: Partial<Tenant> = {}): Tenant {
  return {
    googleAnalyticsTraceId: null,
    analyticsCode: null,
    logoImage: '/api/assets/logos/x.svg',
    tenantPreference: {
      showExchangeRate: false,
      productPlatforms: ['Taobao'],
      showClock: true,
      showPoweredBy: true,
      howToUseArticleOnly: false,
      ...preference,
    },
    ...extra,
  } as Tenant;
}

function fakeResponse() {
  const headers = new Map<string, string>();
  return {
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
      return this as never;
    },
    headers,
  };
}

const plainRequest = { headers: {}, socket: {} } as never;
const ENV = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

describe('contentSecurityPolicy', () => {
  it('allows our scripts by nonce only, forbids framing, plugins and foreign forms', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('adds eval for the development server and the https upgrade over https only', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', development: true }))['script-src']).toContain(
      "'unsafe-eval'",
    );
    expect(directives(contentSecurityPolicy({ nonce: 'n', https: true }))).toHaveProperty('upgrade-insecure-requests');
  });

  it('names the analytics hosts when the tenant has an analytics id, and nothing of Google otherwise', () => {
    const withGa = directives(
      contentSecurityPolicy({
        nonce: 'n',
        sources: pageSources(tenant({}, { googleAnalyticsTraceId: 'G-GB2026DEMO' }), ENV),
      }),
    );
    expect(withGa['script-src']).toContain('https://*.googletagmanager.com');
    expect(withGa['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    const without = contentSecurityPolicy({ nonce: 'n', sources: pageSources(tenant(), ENV) });
    expect(without).not.toMatch(/google/);
  });

  it('allows each chat widget origin for its script, calls, socket, frames and pictures, and refuses http ones', () => {
    const sources = pageSources(
      tenant({
        chatbotScriptUrl: 'https://chat.example.net/widget.js?id=1',
        customerServiceScriptUrl: 'http://insecure.example/cs.js',
      }),
      ENV,
    );
    const policy = directives(contentSecurityPolicy({ nonce: 'n', sources }));
    expect(policy['script-src']).toContain('https://chat.example.net');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://chat.example.net', 'wss://chat.example.net']),
    );
    expect(policy['frame-src']).toEqual(['https://chat.example.net']);
    expect(policy['img-src']).toContain('https://chat.example.net');
    expect(JSON.stringify(policy)).not.toContain('insecure.example');
  });

  it('allows a logo on the tenant host and the file CDN for pictures', () => {
    const sources = pageSources(tenant({}, { logoImage: 'https://cdn.tenant.example/logo.png' }), {
      ...ENV,
      CDN_ORIGIN: 'https://files.example',
    });
    expect(sources.images).toEqual(['https://cdn.tenant.example', 'https://files.example']);
    expect(tenantSources({ analytics: false, widgets: ['/widgets/chat.js'], logo: 'http://x.example/l.png' })).toEqual({
      scripts: [],
      connect: [],
      images: [],
      frames: [],
      styles: [],
    });
  });

  it('loads exactly the widgets the footer loads: one address given twice loads once', () => {
    const scripts = tenantScripts(
      tenant({ chatbotScriptUrl: 'https://a.example/w.js', customerServiceScriptUrl: 'https://a.example/w.js' }),
    );
    expect(scripts.widgets).toEqual([{ kind: 'chatbot', src: 'https://a.example/w.js' }]);
    expect(tenantScripts(tenant({ customerServiceScriptUrl: 'javascript:alert(1)' })).widgets).toEqual([]);
  });
});

describe('nonces', () => {
  it('are fresh 128-bit values', () => {
    const seen = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(seen.size).toBe(50);
    for (const nonce of seen) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('a cached page is renewed in its HTML and its header', () => {
    const old = createNonce();
    const fresh = createNonce();
    const header = contentSecurityPolicy({ nonce: old });
    const html = `<script nonce="${old}" src="/_next/a.js"></script><noscript data-n-css="${old}"></noscript>`;
    expect(nonceOf(renewNonce(header, old, fresh))).toBe(fresh);
    expect(renewNonce(html, old, fresh)).not.toContain(old);
    expect(renewNonce(html, old, fresh).split(fresh)).toHaveLength(3);
  });

  it('withPage sets a new policy per response, and the document reuses that nonce', () => {
    const res = fakeResponse();
    const first = setPageSecurityHeaders(plainRequest, res, tenant(), ENV);
    expect(nonceOf(res.headers.get('content-security-policy'))).toBe(first);
    expect(responseNonce(plainRequest, res, ENV)).toBe(first);
    const other = fakeResponse();
    expect(setPageSecurityHeaders(plainRequest, other, tenant(), ENV)).not.toBe(first);
  });

  it('pins the site to HTTPS (HSTS, this host only) on pages reached over HTTPS, and only there', () => {
    const secure = fakeResponse();
    setPageSecurityHeaders({ headers: { 'x-forwarded-proto': 'https' }, socket: {} } as never, secure, tenant(), ENV);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = fakeResponse();
    setPageSecurityHeaders(plainRequest, plain, tenant(), ENV);
    expect(plain.headers.get('strict-transport-security')).toBeUndefined();
  });

  it('a page without withPage (an error page) still gets a policy and a nonce from the document', () => {
    const res = fakeResponse();
    const nonce = responseNonce(plainRequest, res, ENV);
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});
