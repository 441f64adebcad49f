// The thin bar above the header: the tenant's clock (unless tenantPreference.showClock is false), the
// exchange line (only with showExchangeRate), the language dropdown (more than one language) and the display
// switches. Wraps onto two lines rather than overflowing on a phone.
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Clock from '@/components/common/Clock';
import { useTenant } from '@/stores/tenant';
import { exchangeLine } from '@/utils/currency';
import DisplayToggles from './DisplayToggles';
import LanguageMenu from './LanguageMenu';

export default function StatusBar() {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const preference = tenant.tenantPreference;
  const showClock = preference.showClock !== false;
  const showRate = preference.showExchangeRate === true && tenant.exchangeInfo?.cnyExchangeRate > 0;

  return (
    <Box
      data-testid="status-bar"
      sx={{
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100'),
        color: 'text.secondary',
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: 13,
      }}
    >
      <Container
        maxWidth={false}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: { xs: 1, sm: 2 }, minHeight: 36, maxWidth: 1920 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: { xs: 1, sm: 2 }, rowGap: 0.25, flex: '1 1 auto', minWidth: 0 }}>
          {showClock && (
            <Clock offsetHours={tenant.timezoneOffset} ariaLabel={t('statusBar.clock')} />
          )}
          {showRate && (
            <Box component="span" dir="ltr" data-testid="exchange-line" title={t('statusBar.exchangeRate')} sx={{ whiteSpace: 'nowrap' }}>
              {exchangeLine(tenant.exchangeInfo)}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', marginInlineStart: 'auto' }}>
          <LanguageMenu languages={tenant.supportedLanguages} />
          <DisplayToggles />
        </Box>
      </Container>
    </Box>
  );
}
