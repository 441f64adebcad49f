// Operator calls for the services on transit orders (operator surface only, X-Operator-Token):
//   PUT  /operator/transit-services {tenantId, insurance, reinforcedPacking, trialPacking}
//        the tenant's services and prices (each null: not offered) → TransitServiceOffer
//   POST /operator/transit-orders/:id/trial-packing {weightGrams, lengthCm, widthCm, heightCm}
//        the packed box of an order with trial packing, as measured: repriced, the shopper is told the exact fee
//        → TransitOrder (409 TRIAL_PACKING_NOT_ORDERED without the service, TRANSIT_ORDER_STATE unless PACKING)
import type { FastifyInstance } from 'fastify';
import type { TransitOrder, TransitServiceOffer } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { toFen } from '../account/money';
import { requireOperator } from '../operator/guard';
import { DEFAULT_FEE_RULE } from '../orders/fees';
import { serviceTermsOf, toServiceOffer } from './servicePricing';
import { TransitService } from './service';
import { idParams, servicesSettingsBody, trialPackingBody } from './validation';
import { transitFulfilment } from './worker';

export async function transitOperatorRoutes(app: FastifyInstance): Promise<void> {
  const transit = new TransitService(app.db, transitFulfilment(app).onMoved);
  const operator = { preHandler: requireOperator, config: { tenant: false } };

  app.put('/operator/transit-services', operator, async (request): Promise<TransitServiceOffer> => {
    const body = parseBody(servicesSettingsBody, request.body);
    const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', body.tenantId).executeTakeFirst();
    if (!tenant)
      throw new AppError(404, 'TENANT_NOT_FOUND', 'No tenant with this id', { fields: { tenantId: 'NOT_FOUND' } });
    const terms = {
      insurance_rate_bp: body.insurance ? Math.round(body.insurance.ratePercent * 100) : null,
      insurance_min_fen: body.insurance ? toFen(body.insurance.minimumFee) : 0,
      reinforced_packing_fee_fen: body.reinforcedPacking ? toFen(body.reinforcedPacking.feePerParcel) : null,
      trial_packing_fee_fen: body.trialPacking ? toFen(body.trialPacking.fee) : null,
    };
    // A tenant without a fee rule row gets one with the default fee rule, as it already applies to it.
    await app.db
      .insertInto('tenant_commerce_settings')
      .values({
        tenant_id: body.tenantId,
        service_fee_bp: DEFAULT_FEE_RULE.serviceFeeBp,
        min_service_fee_fen: DEFAULT_FEE_RULE.minServiceFeeFen,
        domestic_shipping_per_shop_fen: DEFAULT_FEE_RULE.domesticShippingPerShopFen,
        ...terms,
      })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(terms))
      .execute();
    return toServiceOffer(await serviceTermsOf(app.db, body.tenantId));
  });

  app.post('/operator/transit-orders/:id/trial-packing', operator, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.trialPack(id, parseBody(trialPackingBody, request.body));
  });
}
