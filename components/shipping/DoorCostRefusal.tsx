// The door cost panel's refusal (the countries or the cost could not be loaded), with a retry: shown only after the
// browser asked, so it loads when first shown rather than with the page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { errorText, type ErrorLike } from '@/utils/errorText';
import { withMuiScope } from '@/theme/MuiScope';

function DoorCostRefusal({ error, onRetry }: { error: ErrorLike; onRetry: () => void }) {
  const { t } = useTranslation(['cost', 'common']);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('cost:door.retry')}
        </Button>
      }
    >
      {errorText(t, error)}
    </Alert>
  );
}

export default withMuiScope(DoorCostRefusal);
