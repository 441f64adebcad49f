// Operator calls for import rules (operator surface only, X-Operator-Token):
//   GET    /operator/import-rules?tenantId=   a tenant's rules by country, newest first
//   PUT    /operator/import-rules             save one (tenant, country, effective date; the same three replace it)
//   DELETE /operator/import-rules/:id         remove one
import type { FastifyInstance } from 'fastify';
import type { OperatorImportRule } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { deleteRule, listRules, saveRule } from './service';
import { idParams, listQuery, saveBody } from './validation';

export async function importOperatorRoutes(app: FastifyInstance): Promise<void> {
  const operator = { preHandler: requireOperator, config: { tenant: false } };

  const requireTenant = async (id: string) => {
    const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst();
    if (!tenant)
      throw new AppError(404, 'TENANT_NOT_FOUND', 'No tenant with this id', { fields: { tenantId: 'NOT_FOUND' } });
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
    if (!(await deleteRule(app.db, id)))
      throw new AppError(404, 'IMPORT_RULE_NOT_FOUND', 'No import rule with this id');
    return reply.code(204).send();
  });
}
