// /auth/login: one card with three tabs (log in, sign up, forgot password). The email typed in one tab follows
// to the others. The tab is kept in the address (`?tab=signup`) so a refresh or a shared link keeps it. The
// tenant's login side picture, when it set one, stands beside the card from md up (phones show the form alone).
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { SiteImage } from '@/contract';
import PlainTabs from '@/components/common/PlainTabs';
import SiteImageView from '@/components/common/SiteImageView';
import styles from './AuthView.module.css';
import LoginForm, { type LoginTarget } from './LoginForm';

// The sign-up and reset forms are loaded with the page only when it opens on their tab (server-rendered);
// otherwise pointing at or focusing the tabs fetches them ahead of the click. (next/dynamic needs the import
// written inline to preload a server-rendered form before hydration.)
const SignupForm = dynamic(() => import('./SignupForm'));
const ForgotPasswordForm = dynamic(() => import('./ForgotPasswordForm'));
const preloadForms = () => {
  void import('./SignupForm');
  void import('./ForgotPasswordForm');
};

export const AUTH_TABS = ['login', 'signup', 'forgot'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function parseTab(value: unknown): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? 'login';
}

export default function AuthView({
  initialTab,
  target,
  siteName,
  sideImage = null,
}: {
  initialTab: AuthTab;
  target: LoginTarget;
  siteName: string;
  /** The tenant's login side picture (site image LOGIN_SIDE), if it set one. */
  sideImage?: SiteImage | null;
}) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // Back/forward between ?tab= values changes the prop: follow it (adjusting state during render).
  const [seenTab, setSeenTab] = useState(initialTab);
  if (seenTab !== initialTab) {
    setSeenTab(initialTab);
    setTab(initialTab);
  }

  const select = (next: AuthTab) => {
    setTab(next);
    if (next !== 'login') setNotice(null);
    const query = { ...router.query };
    if (next === 'login') delete query.tab;
    else query.tab = next;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.frame}>
      {sideImage && (
        <SiteImageView
          image={sideImage}
          aspectRatio={2}
          sizes="520px"
          linkLabel={siteName}
          className={styles.sideImage}
        />
      )}
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('subtitle', { name: siteName })}</h1>
        <PlainTabs
          tabs={AUTH_TABS.map((value) => ({
            value,
            label: t(`tabs.${value}`),
            id: `auth-tab-${value}`,
            controls: `auth-panel-${value}`,
          }))}
          value={tab}
          onChange={select}
          onPointerEnter={preloadForms}
          onFocus={preloadForms}
          label={t('tabs.label')}
          className={styles.tabs}
        />
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'login' && (
            <LoginForm
              email={email}
              onEmailChange={setEmail}
              target={target}
              notice={notice}
              onForgot={() => select('forgot')}
            />
          )}
          {tab === 'signup' && <SignupForm email={email} onEmailChange={setEmail} target={target} />}
          {tab === 'forgot' && (
            <ForgotPasswordForm
              email={email}
              onEmailChange={setEmail}
              onBack={() => select('login')}
              onDone={(text) => {
                select('login');
                setNotice(text);
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
