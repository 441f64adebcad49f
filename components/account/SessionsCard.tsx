// "Log out of all devices": every token of this shopper dies on the server (a lost phone, a shared computer),
// then this browser leaves like a normal logout. When the API refuses, the shopper stays logged in here and
// reads why, so they know the other devices are still logged in.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { AppError } from '@/services/result';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import { errorText } from '@/utils/errorText';
import PlainAlert from '@/components/common/PlainAlert';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import { LOGOUT } from './accountIconPaths';
import SectionCard from './SectionCard';
import { usePending } from './usePending';
import styles from './SessionsCard.module.css';

export default function SessionsCard() {
  const { t } = useTranslation(['account', 'common']);
  const { logoutEverywhere } = useSession();
  const notify = useNotify();
  const { pending, run } = usePending();
  const [error, setError] = useState<AppError | null>(null);

  const onClick = () =>
    void run(async () => {
      setError(null);
      const result = await logoutEverywhere();
      if (result.ok) notify.success(t('account:sessions.done'));
      else setError(result.error);
    });

  return (
    <SectionCard
      id="account-sessions"
      title={t('account:sessions.title')}
      description={t('account:sessions.description')}
    >
      {error && (
        <PlainAlert severity="error" className={styles.error}>
          {errorText(t, error)}
        </PlainAlert>
      )}
      <PlainButton
        variant="outlined"
        color="error"
        startIcon={<PlainIcon d={LOGOUT} />}
        disabled={pending}
        onClick={onClick}
      >
        {t('account:sessions.logoutAll')}
      </PlainButton>
    </SectionCard>
  );
}
