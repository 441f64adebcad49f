// What the refund list accept, tied to the contract type the storefront sends (requestSchema), so a field that
// differs between the two is a compile error.
import { z } from 'zod';
import type { RefundListQuery } from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { pageFields } from '../account/query';

/** The query of GET /front/refunds. */
export const listQuery = requestSchema<RefundListQuery>()(
  z.object({
    orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
    ...pageFields(10),
  }),
);
