// Request schemas of the inspection calls, each tied to its contract type.
import { z } from 'zod';
import {
  AFTER_SALE_DETAIL_MAX_LENGTH,
  AFTER_SALE_KINDS,
  AFTER_SALE_MAX_PHOTOS,
  AFTER_SALE_NOTE_MAX_LENGTH,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUSES,
  type AfterSaleCreateRequest,
  type AfterSaleDecisionRequest,
  type InspectionWeightRequest,
  type ReturnPolicy,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { optionalChoice, pageFields } from '../account/query';

export const itemParams = z.object({ itemId: z.string().trim().min(1, 'REQUIRED').max(64, 'TOO_LONG') });
export const requestParams = z.object({ id: z.string().trim().min(1, 'REQUIRED').max(64, 'TOO_LONG') });

export const afterSaleBody = requestSchema<AfterSaleCreateRequest>()(
  z.object({
    kind: z.enum(AFTER_SALE_KINDS, { error: 'INVALID_KIND' }),
    reason: z.enum(AFTER_SALE_REASONS, { error: 'INVALID_REASON' }),
    detail: z.string({ error: 'INVALID_TYPE' }).trim().max(AFTER_SALE_DETAIL_MAX_LENGTH, 'TOO_LONG').optional(),
    photoKeys: z
      .array(z.string({ error: 'INVALID_TYPE' }).trim().min(1, 'REQUIRED').max(256, 'TOO_LONG'), {
        error: 'INVALID_TYPE',
      })
      .max(AFTER_SALE_MAX_PHOTOS, 'TOO_MANY')
      .optional(),
  }),
);

export const decisionBody = requestSchema<AfterSaleDecisionRequest>()(
  z.object({
    version: z.number({ error: 'REQUIRED' }).int({ error: 'INVALID_VERSION' }).min(1, { error: 'INVALID_VERSION' }),
    note: z.string({ error: 'INVALID_TYPE' }).trim().max(AFTER_SALE_NOTE_MAX_LENGTH, 'TOO_LONG').optional(),
  }),
);

export const listQuery = z.object({
  status: optionalChoice(AFTER_SALE_STATUSES, 'INVALID_STATUS'),
  tenantId: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
  ...pageFields(100),
});

export const weightBody = requestSchema<InspectionWeightRequest>()(
  z.object({
    weightGrams: z
      .number({ error: 'INVALID_NUMBER' })
      .int('INVALID_NUMBER')
      .min(1, 'TOO_SMALL')
      .max(1_000_000, 'TOO_LARGE'),
  }),
);

export const returnPolicyBody = requestSchema<ReturnPolicy>()(
  z.object({
    tenantId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
    refundServiceFee: z.boolean({ error: 'INVALID_TYPE' }),
    refundDomesticShipping: z.boolean({ error: 'INVALID_TYPE' }),
  }),
);
