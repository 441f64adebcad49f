// The thin bar above the header: the tenant's clock (unless tenantPreference.showClock is false), the
// exchange line (only with showExchangeRate), the language dropdown (more than one language) and the display
// switches. Wraps onto two lines rather than overflowing on a phone.
import { useTranslation } from 'next-i18next/pages';
import Clock from '@/components/common/Clock';
import { useFormat } from '@/components/common/useFormat';
import { useTenant } from '@/stores/tenant';
import { exchangeLine } from '@/utils/currency';
import DisplayToggles from './DisplayToggles';
import LanguageMenu from './LanguageMenu';
import styles from './StatusBar.module.css';

// Plain elements styled by a static stylesheet (StatusBar.module.css) reading the theme's custom properties: this
// bar is on every page of every request. The language button's text rules live there too.
export default function StatusBar() {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const format = useFormat();
  const preference = tenant.tenantPreference;
  const showClock = preference.showClock !== false;
  const showRate = preference.showExchangeRate === true && tenant.exchangeInfo?.cnyExchangeRate > 0;

  return (
    <div className={styles.bar} data-testid="status-bar">
      <div className={styles.row}>
        <div className={styles.info}>
          {showClock && <Clock offsetHours={tenant.timezoneOffset} ariaLabel={t('statusBar.clock')} />}
          {showRate && (
            <span className={styles.rate} dir="ltr" data-testid="exchange-line" title={t('statusBar.exchangeRate')}>
              {exchangeLine(tenant.exchangeInfo, format)}
            </span>
          )}
        </div>
        <div className={styles.tools}>
          <LanguageMenu
            languages={tenant.supportedLanguages}
            classes={{
              button: styles.languageButton,
              icon: styles.languageIcon,
              name: styles.languageName,
              code: styles.languageCode,
            }}
          />
          <DisplayToggles />
        </div>
      </div>
    </div>
  );
}
