// What the notification routes accept, the list query tied to the contract type the storefront sends
// (requestSchema), so a field that differs between the two is a compile error.
import { z } from 'zod';
import type { UserNotificationQuery } from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { pageFields } from '../account/query';

export const MAX_PAGE_SIZE = 100;

/** `?lang=`: the reader's language, ahead of Accept-Language. */
const lang = z.string().trim().max(35).optional();

export const listQuery = requestSchema<UserNotificationQuery>()(
  z.object({
    ...pageFields(20, MAX_PAGE_SIZE),
    // A query string carries 'true'/'false'; the contract's boolean is written the same way by the http client.
    unread: z.preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false']).optional()),
    lang,
  }),
);

export const langQuery = z.object({ lang });

/** The path of POST /front/user-notifications/:id/read. */
export const idParams = z.object({ id: z.string().trim().min(1).max(100) });
