// The thin bar above the header: the tenant's clock (unless tenantPreference.showClock is false), the
// exchange line (only with showExchangeRate), the language dropdown (more than one language) and the display
// switches. Wraps onto two lines rather than overflowing on a phone.
import { useTranslation } from 'next-i18next/pages';
import { styled } from '@mui/material/styles';
import Clock from '@/components/common/Clock';
import { useTenant } from '@/stores/tenant';
import { exchangeLine } from '@/utils/currency';
import DisplayToggles from './DisplayToggles';
import { fullWidthRow } from './fullWidthRow';
import LanguageMenu from './LanguageMenu';

// Plain elements under one style (worked out once per render): this bar is on every page of every request.
const SLOT = { row: 'StatusBar-row', info: 'StatusBar-info', rate: 'StatusBar-rate', tools: 'StatusBar-tools' } as const;

const StatusBarRoot = styled('div')(({ theme }) => {
  const sm = theme.breakpoints.up('sm');
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
      display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: theme.spacing(1), rowGap: theme.spacing(0.25),
      flex: '1 1 auto', minWidth: 0, [sm]: { columnGap: theme.spacing(2) },
    },
    [`& .${SLOT.rate}`]: { whiteSpace: 'nowrap' },
    [`& .${SLOT.tools}`]: { display: 'flex', alignItems: 'center', marginInlineStart: 'auto' },
  };
});

export default function StatusBar() {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const preference = tenant.tenantPreference;
  const showClock = preference.showClock !== false;
  const showRate = preference.showExchangeRate === true && tenant.exchangeInfo?.cnyExchangeRate > 0;

  return (
    <StatusBarRoot data-testid="status-bar">
      <div className={SLOT.row}>
        <div className={SLOT.info}>
          {showClock && (
            <Clock offsetHours={tenant.timezoneOffset} ariaLabel={t('statusBar.clock')} />
          )}
          {showRate && (
            <span className={SLOT.rate} dir="ltr" data-testid="exchange-line" title={t('statusBar.exchangeRate')}>
              {exchangeLine(tenant.exchangeInfo)}
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
