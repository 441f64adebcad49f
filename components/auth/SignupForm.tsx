// Sign-up: name, email (checked as typed), email code (60 s between sends), password twice, optional phone,
// backup email and promotion code (checked on blur). On submit: verify the code, create the account, log in.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import NewPasswordFields from '@/components/auth/NewPasswordFields';
import { EMAIL_CODE_LENGTH } from '@/contract';
import { isSessionGrant, login, signup, verifyEmailCode, verifyPromotionCode } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import {
  normaliseEmail,
  validateEmail,
  validateEmailCode,
  validateName,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
  validateSecondEmail,
} from '@/components/common/form/validation';
import EmailCodeField from './EmailCodeField';
import { fieldText, splitApiError, type FieldErrors } from '@/components/common/form/fieldErrors';
import ContactField from '@/components/common/form/ContactField';
import TextInput from '@/components/common/form/TextInput';
import AuthEmailField from './AuthEmailField';
import FormStack from '@/components/common/form/FormStack';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import type { LoginTarget } from './LoginForm';
import { useEmailAvailability } from './useEmailAvailability';
import { useEmailCode } from './useEmailCode';
import styles from './SignupForm.module.css';

type Field =
  | 'name'
  | 'email'
  | 'verificationCode'
  | 'loginPassword'
  | 'confirmPassword'
  | 'phoneNumber'
  | 'secondEmail'
  | 'promotionCode';
const FIELDS: readonly Field[] = [
  'name',
  'email',
  'verificationCode',
  'loginPassword',
  'confirmPassword',
  'phoneNumber',
  'secondEmail',
  'promotionCode',
];

type PromoState = { code: string; status: 'checking' | 'valid' | 'invalid' } | null;

export default function SignupForm({
  email,
  onEmailChange,
  target,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  target: LoginTarget;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const http = useHttp();
  const session = useSession();
  const emailCode = useEmailCode(http);
  const availability = useEmailAvailability(http, email);

  const form = useFormState(t, FIELDS, {
    name: '',
    verificationCode: '',
    loginPassword: '',
    confirmPassword: '',
    phoneNumber: '',
    secondEmail: '',
    promotionCode: '',
  });
  const { values, errors, setErrors, message, setMessage } = form;
  const [pending, setPending] = useState(false);
  const [promo, setPromo] = useState<PromoState>(null);
  // The code that already passed verify-email-code for this address: codes are single-use, so a second submit
  // (after, say, a name error) must not verify it again.
  const verified = useRef<{ email: string; code: string } | null>(null);
  const busy = useRef(false);

  const emailTaken = availability === 'taken';
  const trimmedEmail = email.trim();

  const sendCode = () => {
    const emailError = validateEmail(email);
    if (emailError) {
      setErrors((e) => ({ ...e, email: emailError }));
      return;
    }
    void emailCode.send(trimmedEmail);
  };

  /** Checks the promotion code for this email; returns whether it may be used (empty counts as fine). */
  const checkPromotion = async (): Promise<boolean> => {
    const code = values.promotionCode.trim();
    if (!code) return true;
    if (promo && promo.code === code && promo.status !== 'checking') return promo.status === 'valid';
    if (validateEmail(email)) return false;
    setPromo({ code, status: 'checking' });
    const result = await verifyPromotionCode(http, { email: trimmedEmail, promotionCode: code });
    if (!result.ok) {
      // A code the API rejects as malformed is as invalid as an unknown one; any other failure (network, 5xx)
      // is reported and the code kept for another try.
      if (result.error.fields?.promotionCode) {
        setPromo({ code, status: 'invalid' });
      } else {
        setPromo(null);
        setMessage(splitApiError(t, result.error, FIELDS, 'common:failed.checkPromotion').message);
      }
      return false;
    }
    setPromo({ code, status: result.data.valid ? 'valid' : 'invalid' });
    return result.data.valid;
  };

  const fail = (fields: FieldErrors<Field>, text: string | null) => {
    setErrors(fields);
    setMessage(text);
    busy.current = false;
    setPending(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const valid = form.validate({
      name: validateName(values.name),
      email: validateEmail(email) ?? (emailTaken ? 'EMAIL_TAKEN' : null),
      verificationCode: validateEmailCode(values.verificationCode),
      loginPassword: validateNewPassword(values.loginPassword),
      confirmPassword: validatePasswordConfirmation(values.loginPassword, values.confirmPassword),
      phoneNumber: validatePhone(values.phoneNumber),
      secondEmail: validateSecondEmail(values.secondEmail, email),
      promotionCode: null,
    });
    if (!valid) return;

    busy.current = true;
    setPending(true);
    if (!(await checkPromotion())) {
      busy.current = false;
      setPending(false);
      return;
    }

    const code = values.verificationCode.trim();
    const already = verified.current;
    if (!already || already.email !== normaliseEmail(email) || already.code !== code) {
      const check = await verifyEmailCode(http, { email: trimmedEmail, verificationCode: code });
      if (!check.ok) {
        const split = splitApiError(t, check.error, FIELDS, 'common:failed.signUp');
        // A wrong or expired code belongs under the code field.
        if (
          check.error.status !== null &&
          check.error.status < 500 &&
          check.error.status !== 429 &&
          Object.keys(split.fields).length === 0
        ) {
          fail({ verificationCode: check.error.code }, null);
        } else {
          fail(split.fields, split.message);
        }
        return;
      }
      verified.current = { email: normaliseEmail(email), code };
    }

    const created = await signup(http, {
      name: values.name.trim(),
      email: trimmedEmail,
      loginPassword: values.loginPassword,
      ...(values.phoneNumber.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
      ...(values.secondEmail.trim() ? { secondEmail: values.secondEmail.trim() } : {}),
      ...(values.promotionCode.trim() ? { promotionCode: values.promotionCode.trim() } : {}),
    });
    if (!created.ok) {
      const split = splitApiError(t, created.error, FIELDS, 'common:failed.signUp');
      fail(split.fields, split.message);
      return;
    }

    // The API may answer sign-up with a session already; otherwise log in with the new credentials.
    if (isSessionGrant(created.data)) {
      await session.login(created.data, target);
      return;
    }
    const loggedIn = await login(http, { email: trimmedEmail, password: values.loginPassword });
    if (!loggedIn.ok) {
      fail({}, splitApiError(t, loggedIn.error, FIELDS, 'common:failed.logIn').message);
      return;
    }
    await session.login(loggedIn.data, target);
  };

  const emailHelper = errors.email
    ? fieldText(t, errors.email)
    : availability === 'checking'
      ? t('auth:email.checking')
      : availability === 'available'
        ? t('auth:email.available')
        : availability === 'taken'
          ? t('auth:email.taken')
          : undefined;

  const promoHelper = errors.promotionCode
    ? fieldText(t, errors.promotionCode)
    : promo?.status === 'checking'
      ? t('auth:promotion.checking')
      : promo?.status === 'valid'
        ? t('auth:promotion.valid')
        : promo?.status === 'invalid'
          ? t('auth:promotion.invalid')
          : t('auth:hints.optional');

  return (
    <FormStack label={t('auth:tabs.signup')} onSubmit={submit} message={message}>
      <TextInput label={t('auth:fields.name')} autoComplete="name" {...form.field('name')} required fullWidth />
      <AuthEmailField
        email={email}
        onEmailChange={(value) => {
          onEmailChange(value);
          form.clearError('email');
          setPromo(null);
        }}
        error={Boolean(errors.email) || emailTaken}
        helperText={emailHelper}
        slotProps={{
          formHelperText: {
            role: 'status',
            className: availability === 'available' && !errors.email ? styles.available : undefined,
          },
        }}
      />
      <EmailCodeField
        label={t('auth:fields.code')}
        field={form.field('verificationCode', { hint: t('auth:hints.code', { length: EMAIL_CODE_LENGTH }) })}
        emailCode={emailCode}
        onSend={sendCode}
        sendDisabled={pending || emailTaken}
      />
      <NewPasswordFields
        field={form.field}
        passwordName="loginPassword"
        passwordLabel={t('auth:fields.password')}
        confirmLabel={t('auth:fields.confirmPassword')}
        hintKey="auth:hints.password"
      />
      <ContactField
        kind="tel"
        label={t('auth:fields.phone')}
        autoComplete="tel"
        {...form.field('phoneNumber', { hint: t('auth:hints.optional') })}
      />
      <ContactField
        kind="email"
        label={t('auth:fields.secondEmail')}
        {...form.field('secondEmail', { hint: t('auth:hints.secondEmail') })}
      />
      <TextInput
        label={t('auth:fields.promotionCode')}
        name="promotionCode"
        value={values.promotionCode}
        onChange={(event) => {
          form.set('promotionCode')(event);
          setPromo(null);
        }}
        onBlur={() => void checkPromotion()}
        error={Boolean(errors.promotionCode) || promo?.status === 'invalid'}
        helperText={promoHelper}
        fullWidth
        slotProps={{
          formHelperText: {
            role: 'status',
            className: promo?.status === 'valid' && !errors.promotionCode ? styles.available : undefined,
          },
        }}
      />
      <SubmitButton pending={pending} disabled={emailTaken} wide>
        {t('auth:actions.signup')}
      </SubmitButton>
    </FormStack>
  );
}
