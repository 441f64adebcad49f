// The language a mail or a new account gets: what the shopper's browser asks for (Accept-Language), when the
// tenant offers it; else the tenant's default.
import { isLocale, type Locale } from '../../../../contract';
import type { FastifyRequest } from 'fastify';
import type { TenantRecord } from '../tenant/service';

export function requestLanguage(acceptLanguage: string | undefined, tenant: TenantRecord): Locale {
  const offered = tenant.supported_languages;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = offered.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    // 'lo' is the ISO code of Lao; this product calls the Lao locale 'la'.
    const alias = base === 'lo' ? 'la' : base;
    const byBase = offered.find((l) => l.toLowerCase() === alias || l.split('-')[0]?.toLowerCase() === alias);
    if (byBase) return byBase;
  }
  return isLocale(tenant.default_language) ? tenant.default_language : 'en';
}

/** The language a tenant route answers in: the request's Accept-Language among the tenant's languages. */
export function languageOf(request: FastifyRequest): Locale {
  return requestLanguage(request.headers['accept-language'], request.tenant);
}
