// "Send code", then "Resend in N s" while the countdown runs: an outlined plain button beside the code field,
// spinning while the request runs.
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import styles from './SendCodeButton.module.css';

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
    <PlainButton
      variant="outlined"
      onClick={onClick}
      disabled={disabled || remaining > 0}
      pending={sending}
      className={styles.sendCode}
    >
      {remaining > 0 ? t('actions.resendIn', { seconds: remaining }) : t('actions.sendCode')}
    </PlainButton>
  );
}
