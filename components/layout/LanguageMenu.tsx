// The language dropdown of the status bar: only when the tenant offers more than one language. Choosing one
// remembers it in NEXT_LOCALE (utils/cookies), tells the API when a shopper is logged in (their notices follow
// it) and re-renders the same page in the new locale. The menu itself loads on the first click (LanguageMenuPopup).
import { useId, useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PlainTextButton from '@/components/common/PlainTextButton';
import PlainIcon from '@/components/common/PlainIcon';
import { ARROW_DROP_DOWN, TRANSLATE } from '@/components/common/plainIconPaths';
import { isLocale, type Locale } from '@/contract';
import { updateLanguage } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import { writeCookie } from '@/utils/cookies';
import { LANGUAGE_NAMES } from './languageNames';

const LanguageMenuPopup = dynamic(() => import('./LanguageMenuPopup'));

export interface LanguageMenuProps {
  languages: readonly Locale[];
  /** The status bar's rules for the button, its icon and the two texts it shows (StatusBar.module.css). */
  classes?: { button?: string; icon?: string; name?: string; code?: string };
}

export default function LanguageMenu({ languages, classes = {} }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const http = useHttp();
  const { loggedIn } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so closing plays its transition like any MUI menu.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  if (languages.length <= 1) return null;
  const current: Locale = isLocale(router.locale) ? router.locale : languages[0]!;

  const choose = (locale: Locale) => {
    setAnchor(null);
    if (locale === current) return;
    writeCookie('locale', locale);
    // Best effort: the API keeps the shopper's language for mails and notices; the page switches regardless.
    if (loggedIn) void updateLanguage(http, locale);
    void router.push(router.asPath, undefined, { locale });
  };

  return (
    <>
      <PlainTextButton
        id={buttonId}
        size="small"
        startIcon={<PlainIcon d={TRANSLATE} size="small" />}
        startIconClassName={classes.icon}
        endIcon={<PlainIcon d={ARROW_DROP_DOWN} />}
        // Holds both texts the button may show (the name, or the code on phones), so speech input finds it by
        // either (WCAG 2.5.3).
        aria-label={`${t('statusBar.language')}: ${LANGUAGE_NAMES[current]} (${current.toUpperCase()})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        className={classes.button}
      >
        {/* Phones get the short code; the full name is in the accessible label and the menu. */}
        <span className={classes.name} lang={current}>
          {LANGUAGE_NAMES[current]}
        </span>
        <span className={classes.code} aria-hidden>
          {current.toUpperCase()}
        </span>
      </PlainTextButton>
      {opened && (
        <LanguageMenuPopup
          id={menuId}
          labelledBy={buttonId}
          anchor={anchor}
          languages={languages}
          current={current}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
