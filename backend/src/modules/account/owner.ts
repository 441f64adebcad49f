import type { FastifyRequest } from 'fastify';
import type { Owner } from './ledger';

/** The logged-in shopper of this tenant (401 UNAUTHORIZED without a live token). */
export async function ownerOf(request: FastifyRequest): Promise<Owner> {
  const user = await request.requireUser();
  return { tenantId: request.tenant.id, userId: user.id };
}
