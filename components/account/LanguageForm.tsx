// Preferred language: one of the tenant's supportedLanguages → PUT /front/user/language?language=, then the site
// switches to it and NEXT_LOCALE remembers it (the API uses it for mails and notices).
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { isLocale, type Locale, type UserProfile } from '@/contract';
import { fieldText } from '@/components/common/form/fieldErrors';
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
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('account:language.title')}>
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        {languages.length <= 1 && (
          <Typography variant="body2" color="text.secondary">
            {t('account:language.only', { language: languages[0] ? LANGUAGE_NAMES[languages[0]] : '' })}
          </Typography>
        )}
        <TextField
          select
          label={t('account:language.label')}
          name="language"
          value={choice}
          onChange={(event) => {
            const value = event.target.value;
            if (isLocale(value)) setChoice(value);
            // A new choice: the last answer no longer applies.
            setError(null);
            setMessage(null);
          }}
          error={Boolean(error)}
          helperText={fieldText(t, error ?? undefined)}
          disabled={languages.length <= 1}
          fullWidth
        >
          {languages.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          disabled={pending || unchanged || languages.length <= 1}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('account:language.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
