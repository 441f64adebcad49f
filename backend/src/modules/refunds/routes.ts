// GET /front/refunds?orderNo=&pageNo=&pageSize= → RefundList (logged in, newest first).
import type { FastifyInstance } from 'fastify';
import type { RefundList } from '../../../../contract';
import { parseQuery } from '../../http/validation';
import { ownerOf } from '../account/owner';
import { listRefunds } from './service';
import { listQuery } from './validation';

export async function refundRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/refunds', async (request): Promise<RefundList> => {
    const owner = await ownerOf(request);
    const q = parseQuery(listQuery, request.query);
    return listRefunds(app.db, owner, { orderNo: q.orderNo || undefined, pageNo: q.pageNo, pageSize: q.pageSize });
  });
}
