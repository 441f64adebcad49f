// Light/dark and left-to-right/right-to-left switches (usePreferences keeps them in cookies). In a
// right-to-left language the direction is fixed, so that switch is disabled. Their tooltips load on first use.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import IconButton from '@/components/common/PlainIconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeIcon from '@mui/icons-material/LightMode';
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
          {scheme === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
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
            {direction === 'rtl' ? (
              <FormatTextdirectionLToRIcon fontSize="small" />
            ) : (
              <FormatTextdirectionRToLIcon fontSize="small" />
            )}
          </IconButton>
        </span>
      </LazyTooltip>
    </>
  );
}
