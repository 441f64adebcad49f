// Choose a pay password: six digits twice. The first setting and the forgotten-password path both end here; the
// forgotten path puts its email-code field above (`children`). The confirmation never leaves the browser.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import FormStack from '@/components/common/form/FormStack';
import PayPasswordField from './PayPasswordField';
import { isPayPassword, PAY_PASSWORD_LENGTH } from './payPassword';
import styles from './NewPayPasswordForm.module.css';

export interface NewPayPasswordFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** A server refusal, already translated. */
  error: string | null;
  /** Extra checks before submit (e.g. the email code); returns false to stop. */
  beforeSubmit?: () => boolean;
  onSubmit: (payPassword: string) => void;
  /** A field changed: the refusal (`error`) describes what was sent, not what the form holds now, so drop it. */
  onEdit?: () => void;
  onCancel?: () => void;
  cancelLabel?: string;
  children?: ReactNode;
}

export default function NewPayPasswordForm({
  label,
  submitLabel,
  pending,
  error,
  beforeSubmit,
  onSubmit,
  onEdit,
  onCancel,
  cancelLabel,
  children,
}: NewPayPasswordFormProps) {
  const { t } = useTranslation('payments');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codeOk = beforeSubmit ? beforeSubmit() : true;
    if (!isPayPassword(password)) {
      setProblem({ field: 'password', text: t('password.format', { length: PAY_PASSWORD_LENGTH }) });
      return;
    }
    if (confirm !== password) {
      setProblem({ field: 'confirm', text: t('password.mismatch') });
      return;
    }
    setProblem(null);
    if (codeOk) onSubmit(password);
  };

  return (
    <FormStack label={label} onSubmit={submit} message={error}>
      {children}
      <PayPasswordField
        name="newPayPassword"
        label={t('password.new')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setProblem(null);
          onEdit?.();
        }}
        error={problem?.field === 'password'}
        helperText={
          problem?.field === 'password' ? problem.text : t('password.format', { length: PAY_PASSWORD_LENGTH })
        }
        autoFocus={!children}
      />
      <PayPasswordField
        name="confirmPayPassword"
        label={t('password.confirm')}
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          setProblem(null);
          onEdit?.();
        }}
        error={problem?.field === 'confirm'}
        helperText={problem?.field === 'confirm' ? problem.text : undefined}
      />
      <div className={styles.buttons}>
        {onCancel && (
          <PlainTextButton color="primary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </PlainTextButton>
        )}
        <PlainButton type="submit" pending={pending}>
          {submitLabel}
        </PlainButton>
      </div>
    </FormStack>
  );
}
