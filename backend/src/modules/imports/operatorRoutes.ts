// Operator calls for import rules (operator surface only, X-Operator-Token):
//   GET    /operator/import-rules?tenantId=   a tenant's rules by country, newest first
//   PUT    /operator/import-rules             save one (tenant, country, effective date; the same three replace it)
//   DELETE /operator/import-rules/:id         remove one
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OperatorImportRule } from '../../../../contract';
import { AppError } from '../../http/errors';
import { requiredCountry } from '../../http/fields';
import { parseBody, parseQuery } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { deleteRule, listRules, saveRule } from './service';

const tenantId = z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');
/** A real calendar day, written YYYY-MM-DD. */
const day = z.string({ error: 'REQUIRED' }).trim().refine((v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
}, 'INVALID_DATE');
/** CNY with at most two decimals. */
const cny = (max: number) => z.number({ error: 'INVALID_NUMBER' }).min(0, 'TOO_SMALL').max(max, 'TOO_LARGE')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'TOO_MANY_DECIMALS');

export const saveBody = z.object({
  tenantId,
  country: requiredCountry,
  effectiveFrom: day,
  dutyRatePercent: z.number({ error: 'INVALID_NUMBER' }).min(0, 'TOO_SMALL').max(100, 'TOO_LARGE')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'TOO_MANY_DECIMALS'),
  fixedFeePerParcel: cny(100_000).default(0),
  dutyFreeThreshold: cny(10_000_000).nullable(),
  note: z.string().trim().max(500, 'TOO_LONG').default(''),
});
export const listQuery = z.object({ tenantId });
const idParams = z.object({ id: z.string().trim().min(1).max(64) });

export async function importOperatorRoutes(app: FastifyInstance): Promise<void> {
  const operator = { preHandler: requireOperator, config: { tenant: false } };

  const requireTenant = async (id: string) => {
    const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst();
    if (!tenant) throw new AppError(404, 'TENANT_NOT_FOUND', 'No tenant with this id', { fields: { tenantId: 'NOT_FOUND' } });
  };

  app.get('/operator/import-rules', operator, async (request): Promise<OperatorImportRule[]> => {
    const { tenantId: id } = parseQuery(listQuery, request.query);
    await requireTenant(id);
    return listRules(app.db, id);
  });

  app.put('/operator/import-rules', operator, async (request): Promise<OperatorImportRule> => {
    const body = parseBody(saveBody, request.body);
    await requireTenant(body.tenantId);
    return saveRule(app.db, body);
  });

  app.delete('/operator/import-rules/:id', operator, async (request, reply) => {
    const { id } = parseQuery(idParams, request.params);
    if (!(await deleteRule(app.db, id))) throw new AppError(404, 'IMPORT_RULE_NOT_FOUND', 'No import rule with this id');
    return reply.code(204).send();
  });
}
