// What the operator's mail outbox accepts (an operator-only query, so no storefront contract type).
import { z } from 'zod';

export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
