// What the top-up and withdrawal routes accept, each body and query tied to the contract type the storefront sends
// (requestSchema), so a field that differs between the two is a compile error.
import { z } from 'zod';
import {
  FUND_REMARK_MAX_LENGTH,
  WITHDRAWAL_ACCOUNT_MAX_LENGTH,
  type CertificateRequest,
  type CreateDepositRequest,
  type FundRequestQuery,
  type OnePayCodeRequest,
  type OperatorApproveRequest,
  type OperatorRejectRequest,
  type UpdateDepositRequest,
  type WithdrawalRequest,
} from '../../../../contract';
import { requestSchema } from '../../http/requestSchema';
import { cnyAmount } from '../account/money';
import { optionalChoice, pageFields } from '../account/query';
import { payPassword } from '../payments/validation';

const id = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const remark = z.string({ error: 'INVALID_TYPE' }).max(FUND_REMARK_MAX_LENGTH, { error: 'TOO_LONG' });
const ext = z.enum(['jpg', 'jpeg', 'png'], { error: 'INVALID_EXTENSION' });

/** The path of the routes under /front/user-account/deposits/:id and /queryDetail/:id. */
export const requestParams = z.object({ id });

export const receiptTokenQuery = z.object({ ext: ext.default('jpg') });

export const depositBody = requestSchema<CreateDepositRequest>()(
  z.object({ channelId: id, amount: cnyAmount, remark: remark.optional() }),
);

export const certificateBody = requestSchema<CertificateRequest>()(
  z.object({ amount: cnyAmount, channelId: id.optional(), remark: remark.optional(), ext: ext.optional() }),
);

export const updateDepositBody = requestSchema<UpdateDepositRequest>()(
  z.object({
    id,
    amount: cnyAmount.optional(),
    remark: remark.optional(),
    channelId: id.optional(),
    receiptKey: z.string().trim().max(256, { error: 'TOO_LONG' }).optional(),
  }),
);

export const fundRequestQuery = requestSchema<FundRequestQuery>()(
  z.object({
    kind: optionalChoice(['DEPOSIT', 'WITHDRAWAL'] as const, 'INVALID_KIND'),
    status: optionalChoice(['PENDING', 'APPROVED', 'REJECTED'] as const, 'INVALID_STATUS'),
    ...pageFields(10),
  }),
);

export const withdrawalBody = requestSchema<WithdrawalRequest>()(
  z.object({
    amount: cnyAmount,
    channelId: id,
    account: z
      .string({ error: 'REQUIRED' })
      .trim()
      .min(1, { error: 'REQUIRED' })
      .max(WITHDRAWAL_ACCOUNT_MAX_LENGTH, { error: 'TOO_LONG' }),
    payPassword,
  }),
);

// Online top-up (onepayRoutes.ts) and the simulated provider's pay page (payPage.ts).
export const payCodeParams = z.object({ payCode: id });
export const payCodeBody = requestSchema<OnePayCodeRequest>()(
  z.object({
    orderAmount: cnyAmount,
    orderPay: z.string().trim().max(64, { error: 'TOO_LONG' }).nullable().optional(),
  }),
);
/** The pay page's address names a code of the shape the simulated provider issues. */
export const payPageParams = z.object({
  payCode: z
    .string()
    .trim()
    .regex(/^OP[0-9A-F]{24}$/, { error: 'INVALID_CODE' }),
});

// The operator's review of top-ups and withdrawals (operatorRoutes.ts).
export const operatorRequestParams = z.object({ id: z.string().trim().min(1).max(64) });
export const operatorListQuery = z.object({
  status: optionalChoice(['PENDING', 'APPROVED', 'REJECTED'] as const, 'INVALID_STATUS'),
  tenantId: z.string().trim().max(64, { error: 'TOO_LONG' }).optional(),
  ...pageFields(100),
});
export const approveBody = requestSchema<OperatorApproveRequest>()(
  z.object({
    version: z.number({ error: 'REQUIRED' }).int({ error: 'INVALID_VERSION' }).min(1, { error: 'INVALID_VERSION' }),
  }),
);
export const rejectBody = requestSchema<OperatorRejectRequest>()(
  z.object({
    reason: z.string().trim().max(300, { error: 'TOO_LONG' }).optional(),
  }),
);
