// GET /front/purchase-parcels/stock-in-parcels?status=&pageNo=&pageSize= (logged in): the shopper's parcels in
// the China warehouse, newest first, in the list shape. The storefront asks for the total first, then for
// everything with pageSize = total, so a page may hold up to MAX_PARCEL_PAGE_SIZE parcels.
import type { FastifyInstance } from 'fastify';
import type { Page, StockInParcel } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseQuery } from '../../http/validation';
import { listStockInParcels } from './service';
import { listQuery } from './validation';
import { languageOf } from '../user/language';

export async function parcelRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/front/purchase-parcels/stock-in-parcels',
    { preHandler: requireUser },
    async (request): Promise<Page<StockInParcel>> => {
      const query = parseQuery(listQuery, request.query);
      return listStockInParcels(
        app.db,
        { tenantId: request.tenant.id, userId: (request.user as { id: string }).id },
        query,
        languageOf(request),
      );
    },
  );
}
