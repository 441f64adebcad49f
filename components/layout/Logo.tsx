// The tenant's logo linking home (max 260 px wide, 150 px on phones); the tenant name stands in when there is no logo.
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useTenant } from '@/stores/tenant';
import styles from './Logo.module.css';

/** regular: 48 px high, in the header; compact: 36 px, in the phone drawer's top row (Logo.module.css). */
type Size = 'regular' | 'compact';

// A plain link styled by a static stylesheet reading the theme's custom properties: the logo is in the header of
// every page.
export default function Logo({ size = 'regular' }: { size?: Size }) {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const classes = [styles.link, tenant.logoImage && styles.withImage, size === 'compact' && styles.compact]
    .filter(Boolean)
    .join(' ');
  return (
    <NextLink href="/" aria-label={t('header.home', { name: tenant.name })} className={classes}>
      {tenant.logoImage ? (
        // A plain img: logos come in any aspect ratio and may live on the tenant's own host, which next/image
        // would have to allow-list. They are small and shown once, above the fold.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={tenant.logoImage} alt={tenant.name} fetchPriority="high" />
      ) : (
        <span className={styles.name}>{tenant.name}</span>
      )}
    </NextLink>
  );
}
