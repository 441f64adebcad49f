// What the parcel list accepts, tied to the contract type the storefront sends (requestSchema), so a field that
// differs between the two is a compile error.
import { z } from 'zod';
import { MAX_PARCEL_PAGE_SIZE, PARCEL_STATUSES, type StockInParcelQuery } from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';

export const listQuery = z.object({
  status: z.enum(PARCEL_STATUSES, { error: 'INVALID_STATUS' }).optional(),
  pageNo: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100_000, 'TOO_LARGE').default(1),
  pageSize: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(MAX_PARCEL_PAGE_SIZE, 'TOO_LARGE').default(20),
});
requestSchema<StockInParcelQuery>()(listQuery); // a drift from the contract type is a compile error
