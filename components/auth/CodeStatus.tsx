// The line under the code field that says what happened to the last "send code".
import { useTranslation } from 'next-i18next/pages';
import { errorText } from '@/utils/errorText';
import type { SendState } from './useEmailCode';
import styles from './CodeStatus.module.css';

export default function CodeStatus({ state, remaining }: { state: SendState; remaining: number }) {
  const { t } = useTranslation(['auth', 'common']);
  let text: string | null = null;
  let error = false;
  if (state.status === 'sent') text = t('auth:code.sent', { email: state.email });
  if (state.status === 'rateLimited') {
    text = t('auth:code.retryAfter', { seconds: remaining || state.seconds });
    error = true;
  }
  if (state.status === 'failed') {
    text = errorText(t, state.error);
    error = true;
  }
  if (!text) return null;
  return (
    <p role={error ? 'alert' : 'status'} className={error ? `${styles.status} ${styles.error}` : styles.status}>
      {text}
    </p>
  );
}
