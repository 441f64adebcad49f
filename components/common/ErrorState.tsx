// The shell's error page when a page cannot render at all (API unreachable: 503; tenant misconfigured: 500), with
// the error's code for support and a retry that reloads. Plain elements on static stylesheets: a shopper who meets
// an outage does not also wait for MUI.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PageTitle from './PageTitle';
import PlainButton from './PlainButton';
import screen from './statusScreen.module.css';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  status: number;
  code?: string;
}

export default function ErrorState({ status, code }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const unavailable = status === 503 || status === 502 || status === 504;
  const title = unavailable ? t('errorState.unavailableTitle') : t('errorState.title');
  const description = unavailable ? t('errorState.unavailableDescription') : t('errorState.description');
  return (
    <div role="alert" className={`${screen.screen} ${styles.page}`}>
      <PageTitle title={title} />
      <div className={screen.content}>
        <p aria-hidden className={`${screen.code} ${styles.status}`}>
          {status}
        </p>
        <h1 className={screen.title}>{title}</h1>
        <p className={screen.description}>{description}</p>
        {code && <span className={styles.errorCode}>{code}</span>}
        <PlainButton className={styles.retry} onClick={() => router.reload()}>
          {t('errorState.retry')}
        </PlainButton>
      </div>
    </div>
  );
}
