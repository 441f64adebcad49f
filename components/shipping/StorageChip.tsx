// Free storage left on a parcel: plenty (default colour), a week or less (warning), used up (error, with how many
// days over). Storage beyond the free days is shown, not charged.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'next-i18next/pages';

/** From this many days left the chip turns to a warning. */
export const STORAGE_WARNING_DAYS = 7;

export default function StorageChip({ daysLeft, until }: { daysLeft: number; until: string }) {
  const { t } = useTranslation('shipping');
  const over = daysLeft < 0;
  const label = over ? t('parcels.storageOver', { count: -daysLeft }) : t('parcels.storageLeft', { count: daysLeft });
  const color = over ? 'error' : daysLeft <= STORAGE_WARNING_DAYS ? 'warning' : 'success';
  return (
    <Tooltip title={t('parcels.storageUntil', { date: until })}>
      <Chip
        size="small"
        color={color}
        variant={over ? 'filled' : 'outlined'}
        label={label}
        data-testid="storage-chip"
        // Long labels wrap on a narrow phone instead of pushing the card wider than the screen.
        // Outlined, the status shows in the border and the text keeps the text colour: green or orange text on a
        // selected (tinted) card falls under 4.5:1.
        sx={{
          maxWidth: '100%',
          height: 'auto',
          py: 0.25,
          '& .MuiChip-label': { whiteSpace: 'normal' },
          ...(over ? {} : { color: 'text.primary' }),
        }}
      />
    </Tooltip>
  );
}
