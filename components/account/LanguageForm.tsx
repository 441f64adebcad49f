// Preferred language: one of the tenant's supportedLanguages → PUT /front/user/language?language=, then the site
// switches to it and NEXT_LOCALE remembers it (the API uses it for mails and notices).
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { isLocale, type Locale, type UserProfile } from '@/contract';
import { fieldText } from '@/components/common/form/fieldErrors';
import FormStack from '@/components/common/form/FormStack';
import NativeSelectInput from '@/components/common/form/NativeSelectInput';
import SubmitButton from '@/components/common/form/SubmitButton';
import { LANGUAGE_NAMES } from '@/components/layout/languageNames';
import { updateLanguage } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import { writeCookie } from '@/utils/cookies';
import { actionErrorText } from '@/utils/errorText';
import SectionCard from './SectionCard';
import { usePending } from './usePending';
import text from './accountText.module.css';

export default function LanguageForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const router = useRouter();
  const http = useHttp();
  const notify = useNotify();
  const { refreshProfile } = useSession();
  const tenant = useTenant();
  const { pending, run } = usePending();
  const languages = tenant.supportedLanguages.filter(isLocale);
  const siteLocale = isLocale(router.locale) ? router.locale : tenant.defaultLanguage;
  // The profile's language may be one this tenant no longer offers: start from the page's language then.
  const [choice, setChoice] = useState<Locale | ''>(() =>
    languages.includes(profile.language) ? profile.language : languages.includes(siteLocale) ? siteLocale : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const unchanged = choice === profile.language && choice === siteLocale;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError('REQUIRED');
      return;
    }
    setError(null);
    setMessage(null);
    const language = choice;
    void run(async () => {
      const result = await updateLanguage(http, language);
      if (!result.ok) {
        const code = result.error.fields?.language;
        if (code) setError(code);
        else setMessage(actionErrorText(t, 'common:failed.saveLanguage', result.error));
        return;
      }
      writeCookie('locale', language);
      await refreshProfile();
      notify.success(t('account:language.saved', { language: LANGUAGE_NAMES[language] }));
      if (language !== siteLocale) await router.push(router.asPath, undefined, { locale: language });
    });
  };

  return (
    <SectionCard
      id="account-language"
      title={t('account:language.title')}
      description={t('account:language.description')}
    >
      <FormStack label={t('account:language.title')} onSubmit={submit} message={message}>
        {languages.length <= 1 && (
          <p className={text.secondaryNote}>
            {t('account:language.only', { language: languages[0] ? LANGUAGE_NAMES[languages[0]] : '' })}
          </p>
        )}
        <NativeSelectInput
          label={t('account:language.label')}
          name="language"
          value={choice}
          options={languages.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale], lang: locale }))}
          onChange={(value) => {
            if (isLocale(value)) setChoice(value);
            // A new choice: the last answer no longer applies.
            setError(null);
            setMessage(null);
          }}
          error={Boolean(error)}
          helperText={fieldText(t, error ?? undefined)}
          disabled={languages.length <= 1}
          fullWidth
        />
        <SubmitButton pending={pending} disabled={unchanged || languages.length <= 1}>
          {t('account:language.save')}
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
