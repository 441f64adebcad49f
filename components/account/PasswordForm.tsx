// Change password: current, new and confirmation → PUT /front/user/change-password. The confirmation is checked
// here and never sent; the API checks the current password (WRONG_PASSWORD) and the new one's rules again.
import type { FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import NewPasswordFields from '@/components/auth/NewPasswordFields';
import PasswordField from '@/components/auth/PasswordField';
import FormStack from '@/components/common/form/FormStack';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import { changePassword } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import {
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
} from '@/components/common/form/validation';
import SectionCard from './SectionCard';
import { usePending } from './usePending';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function PasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const { pending, run } = usePending();
  const form = useFormState(t, FIELDS, EMPTY);
  const { values, setValues, message } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      oldPassword: validateRequired(values.oldPassword),
      newPassword:
        validateNewPassword(values.newPassword) ??
        (values.oldPassword && values.newPassword === values.oldPassword ? 'SAME_AS_OLD_PASSWORD' : null),
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
    });
    if (!valid) return;
    void run(async () => {
      const result = await changePassword(http, { oldPassword: values.oldPassword, newPassword: values.newPassword });
      if (!result.ok) {
        form.showApiError(result.error, 'common:failed.changePassword');
        return;
      }
      setValues(EMPTY);
      notify.success(t('account:password.saved'));
    });
  };

  return (
    <SectionCard
      id="account-password"
      title={t('account:password.title')}
      description={t('account:password.description')}
    >
      <FormStack label={t('account:password.title')} onSubmit={submit} message={message}>
        <PasswordField
          label={t('account:password.old')}
          autoComplete="current-password"
          {...form.field('oldPassword')}
          required
          fullWidth
        />
        <NewPasswordFields
          field={form.field}
          passwordName="newPassword"
          passwordLabel={t('account:password.new')}
          confirmLabel={t('account:password.confirm')}
          hintKey="account:password.hint"
        />
        <SubmitButton pending={pending}>{t('account:password.submit')}</SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
