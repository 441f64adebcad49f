import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RefundList, RefundListQuery } from '../../../../contract';
import { parseQuery } from '../../http/validation';
import { requestSchema } from '../../http/requestSchema';
import { ownerOf } from '../account/owner';
import { pageFields } from '../account/query';
import { listRefunds } from './service';

/** GET /front/refunds?orderNo=&pageNo=&pageSize= → RefundList (logged in, newest first). */
const query = z.object({
  orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
  ...pageFields(10),
});
requestSchema<RefundListQuery>()(query); // a drift from the contract type is a compile error

export async function refundRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/refunds', async (request): Promise<RefundList> => {
    const owner = await ownerOf(request);
    const q = parseQuery(query, request.query);
    return listRefunds(app.db, owner, { orderNo: q.orderNo || undefined, pageNo: q.pageNo, pageSize: q.pageSize });
  });
}
