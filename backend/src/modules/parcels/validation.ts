// What the parcel routes accept: the shopper's list tied to the contract type the storefront sends (requestSchema),
// so a field that differs between the two is a compile error, and the operator's storage reminder rule.
import { z } from 'zod';
import { MAX_PARCEL_PAGE_SIZE, PARCEL_STATUSES, type StockInParcelQuery } from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { pageFields } from '../account/query';

export const listQuery = z.object({
  status: z.enum(PARCEL_STATUSES, { error: 'INVALID_STATUS' }).optional(),
  ...pageFields(20, MAX_PARCEL_PAGE_SIZE),
});
requestSchema<StockInParcelQuery>()(listQuery); // a drift from the contract type is a compile error

// The operator's storage reminder: which tenant, and how many days before free storage ends (0 = no reminder).
export const reminderBody = z.object({
  tenantId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
  days: z.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(0, 'TOO_SMALL').max(30, 'TOO_LARGE'),
});
