// Operator call for the storage reminder (operator surface only, X-Operator-Token):
//   PUT /operator/storage-reminder {tenantId, days}   days before free storage ends that owners are reminded
//                                                      (0–30; 0 = no reminder) → {tenantId, days}
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { parseBody } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { DEFAULT_FEE_RULE } from '../orders/fees';
import { reminderBody } from './validation';

export async function storageReminderOperatorRoutes(app: FastifyInstance): Promise<void> {
  app.put(
    '/operator/storage-reminder',
    { preHandler: requireOperator, config: { tenant: false } },
    async (request): Promise<{ tenantId: string; days: number }> => {
      const { tenantId, days } = parseBody(reminderBody, request.body);
      const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
      if (!tenant)
        throw new AppError(404, 'TENANT_NOT_FOUND', 'No tenant with this id', { fields: { tenantId: 'NOT_FOUND' } });
      // A tenant without a fee rule row gets one with the default fee rule, as it already applies to it.
      await app.db
        .insertInto('tenant_commerce_settings')
        .values({
          tenant_id: tenantId,
          service_fee_bp: DEFAULT_FEE_RULE.serviceFeeBp,
          min_service_fee_fen: DEFAULT_FEE_RULE.minServiceFeeFen,
          domestic_shipping_per_shop_fen: DEFAULT_FEE_RULE.domesticShippingPerShopFen,
          storage_reminder_days: days,
        })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ storage_reminder_days: days }))
        .execute();
      return { tenantId, days };
    },
  );
}
