// The account page's pay password block: change it with the current one, or set a first one when there is none
// yet (the same forms the pay dialog uses). It loads the balance account on its own, so a failure here never
// blocks the rest of the page.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { UserAccount } from '@/contract';
import ChangePayPasswordForm from '@/components/payments/ChangePayPasswordForm';
import NewPayPasswordForm from '@/components/payments/NewPayPasswordForm';
import PlainAlert from '@/components/common/PlainAlert';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import { payErrorText } from '@/components/payments/payErrors';
import { getAccount, setFirstPayPassword } from '@/services/account';
import { useRemote } from '@/components/common/useRemote';
import { useHttp, useNotify } from '@/stores';
import LoadingSpinner from './LoadingSpinner';
import SectionCard from './SectionCard';

export default function PayPasswordCard() {
  const { t } = useTranslation(['payments', 'account', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const { state: load, run, show } = useRemote<UserAccount>();
  // Bumped after a change, so the form starts empty again.
  const [formKey, setFormKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [firstError, setFirstError] = useState<string | null>(null);

  const fetchAccount = useCallback(async () => {
    await run(() => getAccount(http));
  }, [http, run]);

  useEffect(() => {
    void fetchAccount();
  }, [fetchAccount]);

  const setFirst = async (payPassword: string) => {
    setPending(true);
    setFirstError(null);
    const result = await setFirstPayPassword(http, payPassword);
    setPending(false);
    if (!result.ok) {
      if (result.error.code === 'PAY_PASSWORD_ALREADY_SET') void fetchAccount();
      else setFirstError(t('common:failed.setPayPassword', { reason: payErrorText(t, format, result.error).text }));
      return;
    }
    notify.success(t('payments:password.saved'));
    show(result.data);
  };

  return (
    <SectionCard id="pay-password" title={t('payments:password.label')}>
      {load.status === 'loading' && <LoadingSpinner label={t('account:loading')} size="small" />}
      {load.status === 'failed' && <RetryAlert error={load.error} onRetry={() => void fetchAccount()} />}
      {load.status === 'ready' && load.data.hasPayPassword && (
        <ChangePayPasswordForm
          key={formKey}
          onDone={(account) => {
            notify.success(t('payments:change.saved'));
            show(account);
            setFormKey((k) => k + 1);
          }}
        />
      )}
      {load.status === 'ready' && !load.data.hasPayPassword && (
        <NewPayPasswordForm
          label={t('payments:password.firstTitle')}
          submitLabel={t('payments:password.firstSubmit')}
          pending={pending}
          error={firstError}
          onEdit={() => setFirstError(null)}
          onSubmit={(value) => void setFirst(value)}
        >
          <PlainAlert severity="info">{t('payments:password.firstIntro')}</PlainAlert>
        </NewPayPasswordForm>
      )}
    </SectionCard>
  );
}
