// Operator endpoints (outbox, fulfilment simulator, …) are guarded by `X-Operator-Token: $OPERATOR_TOKEN`.
// Use as a route preHandler: `app.post('/operator/x', { preHandler: requireOperator, config: { tenant: false } }, …)`.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';

/** Constant-time comparison (hashing first makes both sides equal length). */
export function tokensEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export async function requireOperator(request: FastifyRequest): Promise<void> {
  const value = request.headers['x-operator-token'];
  const given = Array.isArray(value) ? value[0] : value;
  if (!given || !tokensEqual(given, request.server.config.operatorToken)) {
    throw new AppError(401, 'UNAUTHORIZED', 'Operator token required');
  }
}
