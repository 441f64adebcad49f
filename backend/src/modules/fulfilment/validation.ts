// What the operator's order advance accepts (an operator-only call, so no storefront contract type).
import { z } from 'zod';

export const orderParams = z.object({ id: z.string().trim().min(1).max(64) });
export const advanceBody = z.object({
  unavailableItemIds: z.array(z.string().trim().min(1).max(64)).max(200, { error: 'TOO_MANY' }).optional(),
});
