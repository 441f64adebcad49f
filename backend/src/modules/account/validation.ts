// What the balance account's routes accept, each schema tied to the contract type the storefront sends
// (requestSchema), so a field that differs between the two is a compile error.
import { z } from 'zod';
import {
  LEDGER_ENTRY_TYPES,
  type AccountSummaryQuery,
  type FirstSetPayPasswordRequest,
  type ForgotPayPasswordRequest,
  type ResetPayPasswordRequest,
  type TransactionsQuery,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { payPassword } from '../payments/validation';
import { optionalChoice, pageFields } from './query';

/** An ISO instant; absent or '' means no bound. */
const instant = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'INVALID_DATE' })
    .transform((s) => new Date(s))
    .optional(),
);
const range = { from: instant, to: instant };
const codeField = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(16, { error: 'TOO_LONG' });

export const transactionsQuery = requestSchema<TransactionsQuery>()(
  z.object({
    type: optionalChoice(LEDGER_ENTRY_TYPES, 'INVALID_TYPE'),
    ...range,
    ...pageFields(10),
  }),
);

export const summaryQuery = requestSchema<AccountSummaryQuery>()(z.object(range));

export const firstPayPasswordBody = requestSchema<FirstSetPayPasswordRequest>()(z.object({ payPassword }));

export const resetPayPasswordBody = requestSchema<ResetPayPasswordRequest>()(
  z.object({ oldPayPassword: payPassword, newPayPassword: payPassword }),
);

export const forgotPayPasswordBody = requestSchema<ForgotPayPasswordRequest>()(
  z.object({ payPassword, emailVerificationCode: codeField }),
);
