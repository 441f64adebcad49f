// /front/user/warehouses (logged in): the shopper's receiving addresses at the tenant's China warehouses, each
// with their member code. POST {tenantWarehouseId} saves one (again: the saved one), DELETE answers the list.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserWarehouse } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { UserWarehouseService, type WarehouseOwner } from './service';
import { idParams, saveBody } from './validation';

export async function userWarehouseRoutes(app: FastifyInstance): Promise<void> {
  const warehouses = new UserWarehouseService(app.db);
  const owner = (request: FastifyRequest): WarehouseOwner => ({
    tenantId: request.tenant.id,
    userId: (request.user as { id: string }).id,
  });
  const guarded = { preHandler: requireUser };

  app.get('/front/user/warehouses', guarded, async (request): Promise<UserWarehouse[]> =>
    warehouses.list(owner(request), request.tenant.slug, languageOf(request)),
  );

  app.post('/front/user/warehouses', guarded, async (request): Promise<UserWarehouse> => {
    const { tenantWarehouseId } = parseBody(saveBody, request.body);
    return warehouses.add(owner(request), request.tenant.slug, tenantWarehouseId, languageOf(request));
  });

  app.delete('/front/user/warehouses/:id', guarded, async (request): Promise<UserWarehouse[]> => {
    const { id } = parseQuery(idParams, request.params);
    await warehouses.remove(owner(request), id);
    return warehouses.list(owner(request), request.tenant.slug, languageOf(request));
  });
}
