// The end of a balance form: cancel, and the submit button that spins while the request is on its way.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';

export default function FormButtons({
  onCancel,
  pending,
  submitLabel,
  canSubmit = true,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** False while the form lacks something the server needs (such as a channel). */
  canSubmit?: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={pending}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending} disabled={pending || !canSubmit}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
