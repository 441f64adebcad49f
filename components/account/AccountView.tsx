// /my/account: profile, preferred language, password, pay password, login email and "log out of all devices", each its own
// block so one failing never blocks the others. Two columns from md up, one on phones.
import { useSession } from '@/stores/session';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import type { UserProfile } from '@/contract';
import { useRemote } from '@/components/common/useRemote';
import { getProfile } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useTenant } from '@/stores/tenant';
import AddressSections from '@/components/address/AddressSections';
import EmailForm from './EmailForm';
import LanguageForm from './LanguageForm';
import PasswordForm from './PasswordForm';
import PayPasswordCard from './PayPasswordCard';
import ProfileForm from './ProfileForm';
import SessionsCard from './SessionsCard';
import LoadingSpinner from './LoadingSpinner';
import styles from './AccountView.module.css';

export default function AccountView({ initialProfile }: { initialProfile: UserProfile | null }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const { loggedIn } = useSession();
  const { state: load, run, show } = useRemote<UserProfile>({ initial: initialProfile });

  const fetchProfile = useCallback(async () => {
    await run(() => getProfile(http));
  }, [http, run]);

  // The server could not load the profile (not an expired login): try once more from the browser.
  useEffect(() => {
    if (initialProfile || !loggedIn) return;
    void fetchProfile();
  }, [initialProfile, loggedIn, fetchProfile]);

  const onSaved = show;

  if (!loggedIn) return null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account:title')}</h1>
      {load.status === 'ready' && (
        <p className={styles.memberSince}>
          {t('account:memberSince', { date: format.date(load.data.createdAt, tenant.timezoneOffset) })}
        </p>
      )}
      {load.status === 'loading' && (
        <div className={styles.loading}>
          <LoadingSpinner label={t('account:loading')} />
        </div>
      )}
      {load.status === 'failed' && (
        <RetryAlert error={load.error} onRetry={() => void fetchProfile()} className={styles.failed} />
      )}
      {load.status === 'ready' && (
        <div className={styles.columns}>
          <div className={styles.column}>
            {/* Keyed by id: a different account (another tab logged in) starts from its own values. */}
            <ProfileForm key={load.data.id} profile={load.data} onSaved={onSaved} />
            <LanguageForm key={`lang-${load.data.id}`} profile={load.data} />
          </div>
          <div className={styles.column}>
            <PasswordForm />
            <PayPasswordCard />
            <EmailForm profile={load.data} onSaved={onSaved} />
            <SessionsCard />
          </div>
        </div>
      )}
      <AddressSections className={styles.addresses} />
    </div>
  );
}
