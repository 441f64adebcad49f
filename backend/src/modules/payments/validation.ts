// What the payment routes accept, each schema tied to the contract type the storefront sends (requestSchema), so a
// field that differs between the two is a compile error. The pay password field is shared with every route that
// spends from the balance.
import { z } from 'zod';
import {
  PAYMENT_ORDER_TYPES,
  PAY_PASSWORD_PATTERN,
  type BatchPayRequest,
  type PayRequest,
  type UnpaidPaymentsQuery,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { optionalChoice, pageFields } from '../account/query';

/** A pay password field: exactly 6 digits (REQUIRED / INVALID_PAY_PASSWORD). */
export const payPassword = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .regex(PAY_PASSWORD_PATTERN, { error: 'INVALID_PAY_PASSWORD' });

const paymentNo = z.string().trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });

export const unpaidQuery = requestSchema<UnpaidPaymentsQuery>()(
  z.object({
    orderType: optionalChoice(PAYMENT_ORDER_TYPES, 'INVALID_ORDER_TYPE'),
    orderNo: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
    ...pageFields(100),
  }),
);

/** The path of POST /front/payments/:paymentNo/pay. */
export const paymentParams = z.object({ paymentNo });

export const payBody = requestSchema<PayRequest>()(z.object({ payPassword }));

export const batchPayBody = requestSchema<BatchPayRequest>()(
  z.object({
    paymentNos: z.array(paymentNo, { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(100, { error: 'TOO_MANY' }),
    payPassword,
  }),
);
