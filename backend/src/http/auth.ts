// Authentication from `Authorization: Bearer <token>`.
// In a handler: `const user = await request.requireUser()` (401 UNAUTHORIZED without a live token of this tenant),
// or declare `preHandler: requireUser` on the route and read `request.user` (non-null there).
// `request.optionalUser()` gives the user or null for routes that work for visitors too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { findUserByToken, type AuthUser } from '../modules/user/tokens';
import { unauthorized } from './errors';

export type { AuthUser };

function bearer(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

async function lookup(db: Db, request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user) return request.user;
  const token = bearer(request);
  if (!token || !request.tenant) return null;
  const user = await findUserByToken(db, token, request.tenant.id);
  request.user = user ?? null;
  return request.user;
}

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', async function requireUserMethod(this: FastifyRequest): Promise<AuthUser> {
    const user = await lookup(db, this);
    if (!user) throw unauthorized();
    return user;
  });
  app.decorateRequest(
    'optionalUser',
    async function optionalUserMethod(this: FastifyRequest): Promise<AuthUser | null> {
      return lookup(db, this);
    },
  );
}

/** Route-level preHandler: `app.get('/x', { preHandler: requireUser }, handler)`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await request.requireUser();
}
