// GET /front/purchase-parcels/stock-in-parcels?status=&pageNo=&pageSize= (logged in): the shopper's parcels in
// the China warehouse, newest first, in the list shape. The storefront asks for the total first, then for
// everything with pageSize = total, so a page may hold up to MAX_PARCEL_PAGE_SIZE parcels.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PARCEL_PAGE_SIZE, PARCEL_STATUSES, type Page, type StockInParcel, type StockInParcelQuery } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { requestSchema } from '../../http/requestSchema';
import { parseQuery } from '../../http/validation';
import { listStockInParcels } from './service';
import { languageOf } from '../user/language';

const listQuery = z.object({
  status: z.enum(PARCEL_STATUSES, { error: 'INVALID_STATUS' }).optional(),
  pageNo: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100_000, 'TOO_LARGE').default(1),
  pageSize: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(MAX_PARCEL_PAGE_SIZE, 'TOO_LARGE').default(20),
});
requestSchema<StockInParcelQuery>()(listQuery); // a drift from the contract type is a compile error

export async function parcelRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/purchase-parcels/stock-in-parcels', { preHandler: requireUser }, async (request): Promise<Page<StockInParcel>> => {
    const query = parseQuery(listQuery, request.query);
    return listStockInParcels(app.db, { tenantId: request.tenant.id, userId: (request.user as { id: string }).id }, query, languageOf(request));
  });
}
