// The shell's error page when a page cannot render at all (API unreachable: 503; tenant misconfigured: 500).
// Also usable inside a page for a failed critical section (`compact`).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PageTitle from './PageTitle';
import { withMuiScope } from '@/theme/MuiScope';

export interface ErrorStateProps {
  status: number;
  code?: string;
  /** Already translated text replacing the default description. */
  message?: string;
  compact?: boolean;
}

function ErrorState({ status, code, message, compact = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const unavailable = status === 503 || status === 502 || status === 504;
  const title = unavailable ? t('errorState.unavailableTitle') : t('errorState.title');
  const description = message ?? (unavailable ? t('errorState.unavailableDescription') : t('errorState.description'));
  return (
    <Box
      role="alert"
      sx={{
        minHeight: compact ? 'auto' : '60vh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: compact ? 4 : 8,
        textAlign: 'center',
      }}
    >
      {!compact && <PageTitle title={title} />}
      <Box sx={{ maxWidth: 520 }}>
        {!compact && (
          <Typography variant="h1" sx={{ fontSize: 56, fontWeight: 700, color: 'text.disabled' }}>
            {status}
          </Typography>
        )}
        <Typography variant={compact ? 'h6' : 'h5'} component={compact ? 'p' : 'h1'} sx={{ mt: 1, mb: 2 }}>
          {title}
        </Typography>
        <Typography color="textSecondary">{description}</Typography>
        {code && (
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
            {code}
          </Typography>
        )}
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => router.reload()}>
          {t('errorState.retry')}
        </Button>
      </Box>
    </Box>
  );
}

export default withMuiScope(ErrorState);
