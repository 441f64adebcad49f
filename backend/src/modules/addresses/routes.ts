// /front/user/addresses and /front/user/billing-addresses (logged in): list (default first), save (POST; with an
// id it updates), delete (answers the list after the change).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingAddress, UserAddress } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { withRegionNamesIn } from './regionNames';
import { AddressService, toAddress, toBillingAddress, type AddressOwner } from './service';
import { idParams, saveAddressBody, saveBillingAddressBody } from './validation';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const addresses = new AddressService(app.db);
  const owner = (request: FastifyRequest): AddressOwner => ({
    tenantId: request.tenant.id,
    userId: (request.user as { id: string }).id,
  });
  const guarded = { preHandler: requireUser };
  // Region names are answered in the reader's language (the stored names are the tenant's default text).
  const inReaderLanguage = <A extends UserAddress>(request: FastifyRequest, list: A[]) =>
    withRegionNamesIn(app.db, request.tenant.id, list, languageOf(request));
  const oneInReaderLanguage = async <A extends UserAddress>(request: FastifyRequest, address: A) =>
    (await inReaderLanguage(request, [address]))[0] as A;

  app.get('/front/user/addresses', guarded, async (request): Promise<UserAddress[]> =>
    inReaderLanguage(request, (await addresses.list(owner(request), 'DELIVERY')).map(toAddress)),
  );

  app.post('/front/user/addresses', guarded, async (request): Promise<UserAddress> => {
    const body = parseBody(saveAddressBody, request.body);
    return oneInReaderLanguage(request, toAddress(await addresses.save(owner(request), 'DELIVERY', body)));
  });

  app.delete('/front/user/addresses/:id', guarded, async (request): Promise<UserAddress[]> => {
    const { id } = parseQuery(idParams, request.params);
    await addresses.remove(owner(request), 'DELIVERY', id);
    return inReaderLanguage(request, (await addresses.list(owner(request), 'DELIVERY')).map(toAddress));
  });

  app.get('/front/user/billing-addresses', guarded, async (request): Promise<BillingAddress[]> =>
    inReaderLanguage(request, (await addresses.list(owner(request), 'BILLING')).map(toBillingAddress)),
  );

  app.post('/front/user/billing-addresses', guarded, async (request): Promise<BillingAddress> => {
    const { sellerKind, companyName, taxNumber, ...address } = parseBody(saveBillingAddressBody, request.body);
    return oneInReaderLanguage(
      request,
      toBillingAddress(
        await addresses.save(owner(request), 'BILLING', address, { sellerKind, companyName, taxNumber }),
      ),
    );
  });

  app.delete('/front/user/billing-addresses/:id', guarded, async (request): Promise<BillingAddress[]> => {
    const { id } = parseQuery(idParams, request.params);
    await addresses.remove(owner(request), 'BILLING', id);
    return inReaderLanguage(request, (await addresses.list(owner(request), 'BILLING')).map(toBillingAddress));
  });
}
