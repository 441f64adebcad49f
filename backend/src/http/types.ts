// Fastify declaration merging for what buildApp decorates (see app.ts).
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../modules/mail/mailer';
import type { RateLimits } from './rateLimit';
import type { TenantRecord } from '../modules/tenant/service';
import type { AuthUser } from '../modules/user/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    mailer: Mailer;
    /** Per-client sliding-window counters of this app instance. */
    rateLimits: RateLimits;
    /** Forget cached host → tenant lookups (after editing tenants). */
    clearTenantCache(): void;
  }
  interface FastifyRequest {
    /** Resolved tenant; null only on routes declared with `config: { tenant: false }`. */
    tenant: TenantRecord;
    /** Set by requireUser()/optionalUser() (or the requireUser preHandler). */
    user: AuthUser | null;
    requireUser(): Promise<AuthUser>;
    optionalUser(): Promise<AuthUser | null>;
  }
  interface FastifyContextConfig {
    /** false: the route is not tenant-scoped (no X-Tenant-Domain needed). */
    tenant?: boolean;
  }
}

export {};
