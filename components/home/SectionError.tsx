import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { withMuiScope } from '@/theme/MuiScope';

/** The small notice a failed home section leaves behind: a retry when it may help, else nothing at all. */
function SectionError({
  title,
  retryable,
  pending,
  onRetry,
}: {
  title: string;
  retryable: boolean;
  pending: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('home');
  if (!retryable) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={pending} loading={pending}>
          {t('section.retry')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {t('section.failed', { section: title })}
    </Alert>
  );
}

export default withMuiScope(SectionError);
