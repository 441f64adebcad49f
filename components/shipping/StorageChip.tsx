// Free storage left on a parcel: plenty (success), a week or less (warning), used up (error, filled, with how many
// days over). Storage beyond the free days is shown, not charged. A plain chip (PlainChip) whose tooltip, the date
// the free storage ends, loads the first time it is wanted (LazyTooltip), as MUI's Tooltip would show it.
import { useTranslation } from 'next-i18next/pages';
import PlainChip from '@/components/common/PlainChip';
import LazyTooltip from '@/components/layout/LazyTooltip';
import styles from './StorageChip.module.css';

/** From this many days left the chip turns to a warning. */
export const STORAGE_WARNING_DAYS = 7;

export default function StorageChip({ daysLeft, until }: { daysLeft: number; until: string }) {
  const { t } = useTranslation('shipping');
  const over = daysLeft < 0;
  const label = over ? t('parcels.storageOver', { count: -daysLeft }) : t('parcels.storageLeft', { count: daysLeft });
  const color = over ? 'error' : daysLeft <= STORAGE_WARNING_DAYS ? 'warning' : 'success';
  return (
    <LazyTooltip title={t('parcels.storageUntil', { date: until })}>
      <PlainChip
        color={color}
        variant={over ? 'filled' : 'outlined'}
        label={label}
        data-testid="storage-chip"
        // Outlined, the status shows in the border and the text keeps the text colour: green or orange text on a
        // selected (tinted) card falls under 4.5:1.
        className={over ? styles.chip : `${styles.chip} ${styles.textColour}`}
      />
    </LazyTooltip>
  );
}
