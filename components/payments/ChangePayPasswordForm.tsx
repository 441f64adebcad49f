// Change the pay password with the current one: the current pay password, then the new one twice
// (POST /front/user-account/resetPayPassword). A wrong current password counts like a wrong one when paying (tries
// left, then locked) and is said under its field; the field's error goes as soon as it changes.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { UserAccount } from '@/contract';
import { changePayPassword } from '@/services/account';
import { useHttp } from '@/stores';
import NewPayPasswordForm from './NewPayPasswordForm';
import PayPasswordField from './PayPasswordField';
import { useFormat } from '@/components/common/useFormat';
import { payErrorText } from './payErrors';
import { isPayPassword, PAY_PASSWORD_LENGTH } from './payPassword';
import styles from './ChangePayPasswordForm.module.css';

/** Refusals about the current pay password, said under its field rather than above the form. */
const CURRENT_PASSWORD_CODES = new Set(['PAY_PASSWORD_WRONG', 'PAY_PASSWORD_LOCKED']);

export default function ChangePayPasswordForm({
  onDone,
  onCancel,
  cancelLabel,
  autoFocus = false,
}: {
  onDone: (account: UserAccount) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  /** In a dialog opened for it; never on a page, where focus must stay where the shopper is. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const checkCurrent = () => {
    const ok = isPayPassword(current);
    setCurrentError(ok ? null : t('payments:password.format', { length: PAY_PASSWORD_LENGTH }));
    return ok;
  };

  const submit = async (newPayPassword: string) => {
    setPending(true);
    setError(null);
    const result = await changePayPassword(http, { oldPayPassword: current, newPayPassword });
    setPending(false);
    if (!result.ok) {
      const text = payErrorText(t, format, result.error).text;
      if (CURRENT_PASSWORD_CODES.has(result.error.code)) {
        setCurrent('');
        setCurrentError(text);
      } else {
        setError(t('common:failed.changePayPassword', { reason: text }));
      }
      return;
    }
    onDone(result.data);
  };

  return (
    <NewPayPasswordForm
      label={t('payments:change.open')}
      submitLabel={t('payments:change.submit')}
      pending={pending}
      error={error}
      beforeSubmit={checkCurrent}
      onSubmit={(value) => void submit(value)}
      onEdit={() => setError(null)}
      onCancel={onCancel}
      cancelLabel={cancelLabel}
    >
      <p className={styles.intro}>{t('payments:change.intro')}</p>
      <PayPasswordField
        name="currentPayPassword"
        label={t('payments:change.old')}
        value={current}
        onChange={(value) => {
          setCurrent(value);
          setCurrentError(null);
          setError(null);
        }}
        error={Boolean(currentError)}
        helperText={currentError ?? undefined}
        autoFocus={autoFocus}
      />
    </NewPayPasswordForm>
  );
}
