// What the feedback routes accept, tied to the contract type the storefront sends (requestSchema), so a field that
// differs between the two is a compile error.
import { z } from 'zod';
import {
  type CreateFeedbackRequest,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { pageFields } from '../account/query';

export const createBody = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'INVALID_TYPE' }),
  content: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(FEEDBACK_CONTENT_MAX_LENGTH, 'TOO_LONG'),
  orderNo: z
    .string({ error: 'INVALID_TYPE' })
    .trim()
    .max(40, 'TOO_LONG')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  imageKeys: z
    .array(z.string().trim().min(1).max(256), { error: 'INVALID_TYPE' })
    .max(FEEDBACK_MAX_IMAGES, 'TOO_MANY')
    .optional()
    .default([]),
});
requestSchema<CreateFeedbackRequest>()(createBody); // a drift from the contract type is a compile error

export const listQuery = z.object({
  ...pageFields(20),
});
