// Light/dark and left-to-right/right-to-left switches (usePreferences keeps them in cookies). In a
// right-to-left language the direction is fixed, so that switch is disabled. Their tooltips load on first use.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import IconButton from '@/components/common/PlainIconButton';
import PlainIcon from '@/components/common/PlainIcon';
import {
  DARK_MODE,
  FORMAT_TEXTDIRECTION_L_TO_R,
  FORMAT_TEXTDIRECTION_R_TO_L,
  LIGHT_MODE,
} from '@/components/common/plainIconPaths';
import { RTL_LOCALES, type Locale } from '@/contract';
import { usePreferences } from '@/stores/preferences';
import LazyTooltip from './LazyTooltip';

export default function DisplayToggles() {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const { scheme, setScheme, direction, setDirection } = usePreferences();
  const directionFixed = RTL_LOCALES.includes(locale as Locale);

  const schemeLabel = scheme === 'dark' ? t('statusBar.lightMode') : t('statusBar.darkMode');
  const directionLabel = directionFixed
    ? t('statusBar.directionFixed')
    : direction === 'rtl'
      ? t('statusBar.ltr')
      : t('statusBar.rtl');

  return (
    <>
      <LazyTooltip title={schemeLabel}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={schemeLabel}
          aria-pressed={scheme === 'dark'}
          onClick={() => setScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          <PlainIcon d={scheme === 'dark' ? LIGHT_MODE : DARK_MODE} size="small" />
        </IconButton>
      </LazyTooltip>
      <LazyTooltip title={directionLabel}>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            size="small"
            color="inherit"
            aria-label={directionLabel}
            aria-pressed={direction === 'rtl'}
            disabled={directionFixed}
            onClick={() => setDirection(direction === 'rtl' ? 'ltr' : 'rtl')}
          >
            <PlainIcon
              d={direction === 'rtl' ? FORMAT_TEXTDIRECTION_L_TO_R : FORMAT_TEXTDIRECTION_R_TO_L}
              size="small"
            />
          </IconButton>
        </span>
      </LazyTooltip>
    </>
  );
}
