// What the warehouse routes accept, tied to the contract type the storefront sends (requestSchema), so a field that
// differs between the two is a compile error.
import { z } from 'zod';
import type { SaveUserWarehouseRequest } from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';

export const saveBody = requestSchema<SaveUserWarehouseRequest>()(
  z.object({ tenantWarehouseId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG') }),
);

/** The path of DELETE /front/user/warehouses/:id. */
export const idParams = z.object({ id: z.string().min(1).max(64) });
