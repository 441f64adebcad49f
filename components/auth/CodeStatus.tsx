// The line under the code field that says what happened to the last "send code".
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { errorText } from '@/utils/errorText';
import type { SendState } from './useEmailCode';

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
    <Typography
      variant="caption"
      component="p"
      role={error ? 'alert' : 'status'}
      sx={{ color: error ? 'error.main' : 'success.main', mt: -1 }}
    >
      {text}
    </Typography>
  );
}
