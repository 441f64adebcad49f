// The thin bar above the header: the tenant's clock (unless tenantPreference.showClock is false), the
// exchange line (only with showExchangeRate), the language dropdown (more than one language) and the display
// switches. Wraps onto two lines rather than overflowing on a phone.
import { useTranslation } from 'next-i18next/pages';
import { styled } from '@mui/material/styles';
import Clock from '@/components/common/Clock';
import { useFormat } from '@/components/common/useFormat';
import { useTenant } from '@/stores/tenant';
import { exchangeLine } from '@/utils/currency';
import DisplayToggles from './DisplayToggles';
import { fullWidthRow } from './fullWidthRow';
import LanguageMenu, { LANGUAGE_CLASSES } from './LanguageMenu';
import { PLAIN_TEXT_BUTTON_CLASSES } from '@/components/common/PlainTextButton';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

// Plain elements under one style (worked out once per theme): this bar is on every page of every request. The
// language button's text rules live here too.
const SLOT = {
  row: 'StatusBar-row',
  info: 'StatusBar-info',
  rate: 'StatusBar-rate',
  tools: 'StatusBar-tools',
} as const;

const StatusBarRoot = styled('div')(
  stylesPerTheme((theme) => {
    const sm = theme.breakpoints.up('sm');
    // Phone-only and from-sm rules in min-width queries like MUI's responsive values (jsdom sees both).
    const xs = theme.breakpoints.up('xs');
    const gutters = fullWidthRow(theme);
    return {
      backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100],
      color: theme.palette.text.secondary,
      borderBottom: `1px solid ${theme.palette.divider}`,
      fontSize: 13,
      [`& .${SLOT.row}`]: {
        ...gutters.row,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: theme.spacing(1),
        minHeight: 36,
        [sm]: { ...gutters.sm, columnGap: theme.spacing(2) },
      },
      [`& .${SLOT.info}`]: {
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: theme.spacing(1),
        rowGap: theme.spacing(0.25),
        flex: '1 1 auto',
        minWidth: 0,
        [sm]: { columnGap: theme.spacing(2) },
      },
      [`& .${SLOT.rate}`]: { whiteSpace: 'nowrap' },
      [`& .${SLOT.tools}`]: { display: 'flex', alignItems: 'center', marginInlineStart: 'auto' },
      [`& .${LANGUAGE_CLASSES.button}`]: {
        textTransform: 'none',
        minWidth: 0,
        fontSize: 'inherit',
        whiteSpace: 'nowrap',
        [xs]: { paddingInline: theme.spacing(0.5) },
        [sm]: { paddingInline: theme.spacing(1) },
        // Phones: the code alone is enough next to the arrow; the icon would push the bar onto two lines.
        [`& .${PLAIN_TEXT_BUTTON_CLASSES.startIcon}`]: { [xs]: { display: 'none' }, [sm]: { display: 'inherit' } },
      },
      [`& .${LANGUAGE_CLASSES.name}`]: { [xs]: { display: 'none' }, [sm]: { display: 'inline' } },
      [`& .${LANGUAGE_CLASSES.code}`]: { [xs]: { display: 'inline' }, [sm]: { display: 'none' } },
    };
  }),
);

export default function StatusBar() {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const format = useFormat();
  const preference = tenant.tenantPreference;
  const showClock = preference.showClock !== false;
  const showRate = preference.showExchangeRate === true && tenant.exchangeInfo?.cnyExchangeRate > 0;

  return (
    <StatusBarRoot data-testid="status-bar">
      <div className={SLOT.row}>
        <div className={SLOT.info}>
          {showClock && <Clock offsetHours={tenant.timezoneOffset} ariaLabel={t('statusBar.clock')} />}
          {showRate && (
            <span className={SLOT.rate} dir="ltr" data-testid="exchange-line" title={t('statusBar.exchangeRate')}>
              {exchangeLine(tenant.exchangeInfo, format)}
            </span>
          )}
        </div>
        <div className={SLOT.tools}>
          <LanguageMenu languages={tenant.supportedLanguages} />
          <DisplayToggles />
        </div>
      </div>
    </StatusBarRoot>
  );
}
