// GET /front/transit-options/estimate: the fee of a shipment on every line of the tenant, or why a line refuses
// it. Either a box (weightGrams, and optionally lengthCm, widthCm, heightCm together) or the logged-in shopper's
// parcels (purchaseParcelIds=a,b), packed together by the warehouse's packing rule.
// POST /front/transit-options/door-cost: goods not bought yet (catalogue items and pieces) to the door, on the
// cheapest line; for anyone (the product page shows it before login).
// POST /front/transit-options/consolidation (logged in): the cheapest grouping of the shopper's parcels waiting in
// the warehouse into boxes and lines, with the saving against shipping each alone.
import type { FastifyInstance } from 'fastify';
import type { ConsolidationAdvice, DoorCost, ShippingEstimate } from '../../../../contract';
import { validationError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { ownedParcels } from '../parcels/service';
import { CatalogueSource } from '../product/catalogueSource';
import { sourceTenant } from '../product/service';
import { consolidationAdvice } from './consolidation';
import { doorCost } from './doorCost';
import { estimateShipping } from './estimate';
import { packParcels, type Box } from './rules';
import { consolidationBody, doorCostBody, estimateQuery } from './validation';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const source = new CatalogueSource(app.db);
  app.get('/front/transit-options/estimate', async (request): Promise<ShippingEstimate> => {
    const q = parseQuery(estimateQuery, request.query);
    let box: Box;
    if (q.purchaseParcelIds.length) {
      const user = await request.requireUser();
      const parcels = await ownedParcels(app.db, { tenantId: request.tenant.id, userId: user.id }, q.purchaseParcelIds);
      box = packParcels(
        parcels.map((p) => ({
          weightGrams: p.weight_grams,
          lengthCm: p.length_cm,
          widthCm: p.width_cm,
          heightCm: p.height_cm,
        })),
      );
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
      box = {
        weightGrams: q.weightGrams,
        lengthCm: q.lengthCm ?? 0,
        widthCm: q.widthCm ?? 0,
        heightCm: q.heightCm ?? 0,
      };
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
