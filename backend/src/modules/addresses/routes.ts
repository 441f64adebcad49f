// /front/user/addresses and /front/user/billing-addresses (logged in): list (default first), save (POST; with an
// id it updates), delete (answers the list after the change).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingAddress, UserAddress } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validation';
import { AddressService, toAddress, toBillingAddress, type AddressOwner } from './service';
import { idParams, saveAddressBody, saveBillingAddressBody } from './validation';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const addresses = new AddressService(app.db);
  const owner = (request: FastifyRequest): AddressOwner => ({
    tenantId: request.tenant.id,
    userId: (request.user as { id: string }).id,
  });
  const guarded = { preHandler: requireUser };

  app.get('/front/user/addresses', guarded, async (request): Promise<UserAddress[]> =>
    (await addresses.list(owner(request), 'DELIVERY')).map(toAddress),
  );

  app.post('/front/user/addresses', guarded, async (request): Promise<UserAddress> => {
    const body = parseBody(saveAddressBody, request.body);
    return toAddress(await addresses.save(owner(request), 'DELIVERY', body));
  });

  app.delete('/front/user/addresses/:id', guarded, async (request): Promise<UserAddress[]> => {
    const { id } = parseQuery(idParams, request.params);
    await addresses.remove(owner(request), 'DELIVERY', id);
    return (await addresses.list(owner(request), 'DELIVERY')).map(toAddress);
  });

  app.get('/front/user/billing-addresses', guarded, async (request): Promise<BillingAddress[]> =>
    (await addresses.list(owner(request), 'BILLING')).map(toBillingAddress),
  );

  app.post('/front/user/billing-addresses', guarded, async (request): Promise<BillingAddress> => {
    const { sellerKind, companyName, taxNumber, ...address } = parseBody(saveBillingAddressBody, request.body);
    return toBillingAddress(
      await addresses.save(owner(request), 'BILLING', address, { sellerKind, companyName, taxNumber }),
    );
  });

  app.delete('/front/user/billing-addresses/:id', guarded, async (request): Promise<BillingAddress[]> => {
    const { id } = parseQuery(idParams, request.params);
    await addresses.remove(owner(request), 'BILLING', id);
    return (await addresses.list(owner(request), 'BILLING')).map(toBillingAddress);
  });
}
