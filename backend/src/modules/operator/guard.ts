// Operator endpoints (outbox, fulfilment simulator, …) are guarded by `X-Operator-Token: $OPERATOR_TOKEN`.
// Use as a route preHandler: `app.post('/operator/x', { preHandler: requireOperator, config: { tenant: false } }, …)`.
// Operator routes are served only by buildOperatorApp (its own port); append the plugin to `operatorModules`.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { RateRule } from '../../http/rateLimit';

/** Constant-time comparison (hashing first makes both sides equal length). */
export function tokensEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Wrong or missing tokens per client IP: past this, even the right token waits (guessing stays hopeless). */
export const OPERATOR_FAILURES: RateRule = { name: 'operator-token', limit: 10, windowMs: 15 * 60_000 };

/**
 * The operator port is never behind the storefront's proxy, so the peer is counted by the socket's own address:
 * X-Forwarded-For is never read here, or any local caller could rotate it and guess without end.
 */
export const operatorClient = (request: FastifyRequest): string => request.raw.socket?.remoteAddress ?? 'unknown';

export async function requireOperator(request: FastifyRequest): Promise<void> {
  const limits = request.server.rateLimits;
  const client = operatorClient(request);
  limits.check(OPERATOR_FAILURES, client);
  const value = request.headers['x-operator-token'];
  const given = Array.isArray(value) ? value[0] : value;
  if (!given || !tokensEqual(given, request.server.config.operatorToken)) {
    limits.record(OPERATOR_FAILURES, client);
    throw new AppError(401, 'UNAUTHORIZED', 'Operator token required');
  }
}
