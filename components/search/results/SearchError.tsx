// A failed search: the error's text and a retry, in MUI's error alert. Only a failure shows it, so it loads on
// demand (ResultsList), not with the search page's first script.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/contract';
import type { AppError } from '@/services/result';
import { errorText } from '@/utils/errorText';
import { withMuiScope } from '@/theme/MuiScope';

export interface SearchErrorProps {
  error: AppError;
  busy: boolean;
  onRetry: () => void;
}

function SearchError({ error, busy, onRetry }: SearchErrorProps) {
  const { t } = useTranslation('search');
  // A keyword too long is the shopper's to shorten: trying the same search again cannot help.
  const tooLong = error.fields?.keyword === 'TOO_LONG';
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        tooLong ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
            {t('results.error.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('results.error.title')}</AlertTitle>
      {tooLong ? t('results.error.keywordTooLong', { max: SEARCH_KEYWORD_MAX_LENGTH }) : errorText(t, error)}
    </Alert>
  );
}

export default withMuiScope(SearchError);
