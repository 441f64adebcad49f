// buildApp(deps) → the shopper-facing API (what the storefront's /api proxy reaches); buildOperatorApp(deps) → the
// operator API (paths under /operator/), served on its own port that the storefront never forwards to. Both wire
// the same cross-cutting pieces (logging, errors, tenant resolution, auth) over the same database and mailer.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import crypto from 'node:crypto';
import type { AppConfig } from './config';
import type { Db } from './db';
import { installAuth } from './http/auth';
import { installCacheHeaders } from './http/cacheHeaders';
import { trustedProxies } from './http/clientIp';
import { installErrorHandling } from './http/errors';
import { RateLimits } from './http/rateLimit';
import { badBytes, installRequestByteChecks, jsonHasNul } from './http/requestBytes';
import { installTenantResolution } from './http/tenant';
import './http/types';
import { loggerOptions } from './logger';
import { modules as defaultModules, operatorModules } from './modules';
import { createMailer, type Mailer } from './modules/mail/mailer';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Defaults to SMTP when `config.smtpUrl` is set, else the outbox table. */
  mailer?: Mailer;
  /** Override the logger (e.g. `false` in tests, or a pino instance). */
  logger?: FastifyServerOptions['logger'];
  /** Replace the module list (tests of a single module). */
  modules?: typeof defaultModules;
}

/** The shopper API: every module of modules/index.ts except the operator ones. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createBase(deps);
  for (const plugin of deps.modules ?? defaultModules) await app.register(plugin);
  return app;
}

/** The operator API: only `operatorModules` (each guarded by requireOperator). */
export async function buildOperatorApp(deps: Omit<AppDeps, 'modules'>): Promise<FastifyInstance> {
  const app = createBase(deps);
  for (const plugin of operatorModules) await app.register(plugin);
  return app;
}

function createBase(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config),
    // Whose X-Forwarded-For to believe (client IPs feed the rate limits): by default only the storefront's proxy
    // on this machine, one hop; operators name their proxies in TRUST_PROXY (http/clientIp.ts).
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('mailer', deps.mailer ?? createMailer(deps.db, deps.config, app.log));
  app.decorate('rateLimits', new RateLimits());

  // JSON bodies with Fastify's safe parser, except that an empty body (a PUT whose data is all in the query, as
  // PUT /front/user/language sends it) is "no body" rather than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    if (typeof body === 'string' && jsonHasNul(body)) return done(badBytes('body'), undefined);
    return parseJson(request, body as string, done);
  });

  installErrorHandling(app);
  installRequestByteChecks(app);
  installCacheHeaders(app);
  installTenantResolution(app, deps.db);
  installAuth(app, deps.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}
