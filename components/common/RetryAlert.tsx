// What a load that failed leaves on a page: the error in the shopper's words, after what failed when the page
// names it, and a retry. One look and one label ("Try again") wherever a list, a card or a form's choices failed.
import { useTranslation } from 'next-i18next/pages';
import { errorText, type ErrorLike } from '@/utils/errorText';
import PlainAlert from './PlainAlert';
import PlainTextButton from './PlainTextButton';

export interface RetryAlertProps {
  error: ErrorLike;
  onRetry: () => unknown;
  /** What failed, said before the error's own text ("The parcels could not be loaded."). */
  what?: string;
  className?: string;
}

export default function RetryAlert({ error, onRetry, what, className }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <PlainAlert
      severity="error"
      className={className}
      action={
        <PlainTextButton size="small" onClick={() => void onRetry()}>
          {t('errorState.retry')}
        </PlainTextButton>
      }
    >
      {what ? `${what} ${errorText(t, error)}` : errorText(t, error)}
    </PlainAlert>
  );
}
