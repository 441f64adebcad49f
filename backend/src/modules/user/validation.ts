// Field rules of the user calls, with the same bounds and codes as the storefront's components/common/form/validation.ts
// (contract/user.ts holds the shared numbers): REQUIRED, INVALID_EMAIL, EMAIL_TOO_LONG, PASSWORD_TOO_SHORT,
// PASSWORD_TOO_LONG, PASSWORD_TOO_WEAK, NAME_TOO_LONG, INVALID_PHONE, INVALID_CODE, SAME_AS_EMAIL.
import { z } from 'zod';
import { requestSchema } from '../../http/requestSchema';
import {
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_PURPOSES,
  type EmailCodePurpose,
  type ForgetPasswordRequest,
  LOCALES,
  type LoginRequest,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SendEmailCodeRequest,
  type SignupRequest,
  type UpdateProfileRequest,
  type VerifyEmailCodeRequest,
  type VerifyPromotionCodeRequest,
} from '../../../../contract';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[\d\s\-().]+$/;

export const emailField = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(254, 'EMAIL_TOO_LONG')
  .regex(EMAIL_PATTERN, 'INVALID_EMAIL')
  .transform((e) => e.toLowerCase());

export const newPasswordField = z
  .string()
  .min(1, 'REQUIRED')
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG')
  .refine((p) => /\p{L}/u.test(p) && /\d/.test(p), 'PASSWORD_TOO_WEAK');

/** Existing passwords are only checked for presence (older accounts may predate a rule). */
export const currentPasswordField = z.string().min(1, 'REQUIRED').max(256, 'PASSWORD_TOO_LONG');

export const nameField = z.string().trim().min(1, 'REQUIRED').max(NAME_MAX_LENGTH, 'NAME_TOO_LONG');

export const codeField = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), 'INVALID_CODE');

/** Optional text: '' and null mean "none". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const phoneField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(PHONE_PATTERN, 'INVALID_PHONE')
    .refine((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    }, 'INVALID_PHONE')
    .nullable()
    .optional(),
);

export const optionalEmailField = z.preprocess(blankToNull, emailField.nullable().optional());

export const promotionCodeField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(32, 'PROMOTION_CODE_INVALID')
    .transform((c) => c.toUpperCase())
    .nullable()
    .optional(),
);

export const localeField = z.enum(LOCALES, { error: 'UNSUPPORTED_LANGUAGE' });

export const purposeField = z
  .enum(EMAIL_CODE_PURPOSES as [EmailCodePurpose, ...EmailCodePurpose[]], { error: 'INVALID_PURPOSE' })
  .optional();
export const sendCodeBody = z.object({ email: emailField, purpose: purposeField });
export const verifyCodeBody = z.object({ email: emailField, verificationCode: codeField, purpose: purposeField });
export const verifyPromotionBody = z.object({
  email: emailField,
  promotionCode: z.string().trim().min(1, 'REQUIRED').max(32, 'PROMOTION_CODE_INVALID'),
});
export const loginBody = z.object({ email: emailField, password: currentPasswordField });

export const signupBody = z
  .object({
    name: nameField,
    phoneNumber: phoneField,
    email: emailField,
    secondEmail: optionalEmailField,
    loginPassword: newPasswordField,
    promotionCode: promotionCodeField,
    verificationCode: z.preprocess(blankToNull, codeField.nullable().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.secondEmail && v.secondEmail === v.email) {
      ctx.addIssue({ code: 'custom', path: ['secondEmail'], message: 'SAME_AS_EMAIL' });
    }
  });

export const forgetPasswordBody = z.object({
  email: emailField,
  verificationCode: codeField,
  newPassword: newPasswordField,
});
export const changePasswordBody = z.object({ oldPassword: currentPasswordField, newPassword: newPasswordField });
export const changeEmailBody = z.object({
  loginPassword: currentPasswordField,
  email: emailField,
  verificationCode: codeField,
});
export const updateProfileBody = z.object({
  name: nameField.optional(),
  phoneNumber: phoneField,
  secondEmail: optionalEmailField,
});

// Each body tied to the contract type the storefront sends: a drift is a compile error.
requestSchema<SendEmailCodeRequest>()(sendCodeBody);
requestSchema<VerifyEmailCodeRequest>()(verifyCodeBody);
requestSchema<VerifyPromotionCodeRequest>()(verifyPromotionBody);
requestSchema<LoginRequest>()(loginBody);
requestSchema<SignupRequest>()(signupBody);
requestSchema<ForgetPasswordRequest>()(forgetPasswordBody);
requestSchema<ChangePasswordRequest>()(changePasswordBody);
requestSchema<ChangeEmailRequest>()(changeEmailBody);
requestSchema<UpdateProfileRequest>()(updateProfileBody);
export const languageQuery = z.object({ language: localeField });
export const emailQuery = z.object({ email: emailField });
