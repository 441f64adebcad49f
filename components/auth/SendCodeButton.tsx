import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

/** "Send code", then "Resend in N s" while the countdown runs. */
export default function SendCodeButton({
  onClick,
  disabled,
  sending,
  remaining,
}: {
  onClick: () => void;
  disabled: boolean;
  sending: boolean;
  remaining: number;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled || sending || remaining > 0}
      loading={sending}
      sx={{ flexShrink: 0, minWidth: 132, height: 56, whiteSpace: 'nowrap' }}
    >
      {remaining > 0 ? t('actions.resendIn', { seconds: remaining }) : t('actions.sendCode')}
    </Button>
  );
}
