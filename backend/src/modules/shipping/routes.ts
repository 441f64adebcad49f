// GET /front/transit-options/estimate: the fee of a shipment on every line of the tenant, or why a line refuses
// it. Either a box (weightGrams, and optionally lengthCm, widthCm, heightCm together) or the logged-in shopper's
// parcels (purchaseParcelIds=a,b), packed together by the warehouse's packing rule.
// POST /front/transit-options/door-cost: goods not bought yet (catalogue items and pieces) to the door, on the
// cheapest line; for anyone (the product page shows it before login).
// POST /front/transit-options/consolidation (logged in): the cheapest grouping of the shopper's parcels waiting in
// the warehouse into boxes and lines, with the saving against shipping each alone.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONSOLIDATION_MAX_PARCELS, DOOR_COST_MAX_ITEMS, DOOR_COST_MAX_QUANTITY, PRODUCT_PLATFORMS, type ConsolidationAdvice, type ConsolidationRequest, type DoorCost,
  type ShippingEstimate, type ShippingEstimateQuery,
} from '../../../../contract';
import { validationError } from '../../http/errors';
import { requiredCountry } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';
import { parseBody, parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { ownedParcels } from '../parcels/service';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { consolidationAdvice } from './consolidation';
import { doorCost } from './doorCost';
import { estimateShipping } from './estimate';
import { packParcels, type Box } from './rules';

const grams = z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(1_000_000, 'TOO_LARGE');
const cm = z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
const estimateQuery = z.object({
  country: requiredCountry,
  weightGrams: grams.optional(),
  lengthCm: cm.optional(),
  widthCm: cm.optional(),
  heightCm: cm.optional(),
  purchaseParcelIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(z.string().max(64)).max(200, 'TOO_MANY')),
});
requestSchema<ShippingEstimateQuery>()(estimateQuery); // a drift from the contract type is a compile error

const doorCostBody = z.object({
  country: requiredCountry,
  items: z
    .array(z.object({
      platform: z.enum(PRODUCT_PLATFORMS, { error: 'INVALID_PLATFORM' }),
      productId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
      productSkuId: z.string({ error: 'INVALID_VALUE' }).trim().max(64, 'TOO_LONG').nullable().optional(),
      quantity: z.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(DOOR_COST_MAX_QUANTITY, 'TOO_LARGE'),
    }), { error: 'REQUIRED' })
    .min(1, 'REQUIRED')
    .max(DOOR_COST_MAX_ITEMS, 'TOO_MANY'),
});

const parcelId = z.string({ error: 'INVALID_TYPE' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG');
const consolidationBody = z.object({
  purchaseParcelIds: z
    .array(parcelId, { error: 'REQUIRED' })
    .min(1, 'REQUIRED')
    .max(CONSOLIDATION_MAX_PARCELS, 'TOO_MANY')
    .refine((ids) => new Set(ids).size === ids.length, 'DUPLICATE_PARCEL'),
  country: requiredCountry.nullable().optional().transform((c) => c ?? null),
});
requestSchema<ConsolidationRequest>()(consolidationBody); // a drift from the contract type is a compile error

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const source = new CatalogueSource(app.db);
  app.get('/front/transit-options/estimate', async (request): Promise<ShippingEstimate> => {
    const q = parseQuery(estimateQuery, request.query);
    let box: Box;
    if (q.purchaseParcelIds.length) {
      const user = await request.requireUser();
      const parcels = await ownedParcels(app.db, { tenantId: request.tenant.id, userId: user.id }, q.purchaseParcelIds);
      box = packParcels(parcels.map((p) => ({ weightGrams: p.weight_grams, lengthCm: p.length_cm, widthCm: p.width_cm, heightCm: p.height_cm })));
    } else {
      if (q.weightGrams === undefined) throw validationError({ weightGrams: 'REQUIRED' });
      const dims = [q.lengthCm, q.widthCm, q.heightCm];
      if (dims.some((d) => d !== undefined) && dims.some((d) => d === undefined)) {
        const fields: Record<string, string> = {};
        if (q.lengthCm === undefined) fields.lengthCm = 'REQUIRED';
        if (q.widthCm === undefined) fields.widthCm = 'REQUIRED';
        if (q.heightCm === undefined) fields.heightCm = 'REQUIRED';
        throw validationError(fields);
      }
      // Without a size only the weight counts (a volumetric weight of zero).
      box = { weightGrams: q.weightGrams, lengthCm: q.lengthCm ?? 0, widthCm: q.widthCm ?? 0, heightCm: q.heightCm ?? 0 };
    }
    return estimateShipping(app.db, request.tenant.id, q.country, box, languageOf(request));
  });

  app.post('/front/transit-options/door-cost', async (request): Promise<DoorCost> => {
    const body = parseBody(doorCostBody, request.body);
    const tenant = await sourceTenant(app.db, request.tenant, request.headers['accept-language']);
    return doorCost(app.db, source, tenant, body.country, body.items);
  });

  app.post('/front/transit-options/consolidation', async (request): Promise<ConsolidationAdvice> => {
    const user = await request.requireUser();
    const body = parseBody(consolidationBody, request.body);
    return consolidationAdvice(app.db, { tenantId: request.tenant.id, userId: user.id }, body, languageOf(request));
  });
}
