// One parcel in the warehouse: a checkbox (only for parcels free to ship), the photos, its number and where it
// came from (a purchase order or a self-shipped tracking number), the goods, weight and size, arrival date and the
// free storage left, and each item's warehouse inspection. A parcel held by an open transit order links to that
// order instead of a checkbox.
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import ItemInspectionPanel from '@/components/orders/ItemInspectionPanel';
import type { StockInParcel } from '@/contract';
import { useTenant } from '@/stores/tenant';
import ParcelPhotos from './ParcelPhotos';
import { isSelectable } from './parcelSelection';
import StorageChip from './StorageChip';

export default function ParcelCard({
  parcel,
  selected,
  onSelect,
  selectable = true,
}: {
  parcel: StockInParcel;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** False where the tenant offers no transit: no checkbox at all. */
  selectable?: boolean;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const tenant = useTenant();
  const free = isSelectable(parcel);
  const itemCount = parcel.items.reduce((n, item) => n + item.quantity, 0);
  const inspected = parcel.items.flatMap((item) =>
    item.itemId && item.inspection ? [{ ...item, itemId: item.itemId, inspection: item.inspection }] : [],
  );
  return (
    <Box
      component="li"
      data-testid="parcel-card"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: { xs: 1, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        // Selection shows as the checkbox and a primary outline, not a fill: the links and buttons inside the card
        // (the inspection's Accept, Return or exchange) keep their 4.5:1 contrast in both schemes.
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        borderRadius: 2,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      {selectable && (
        <Box sx={{ flex: '0 0 auto', marginInlineStart: -1, marginTop: -0.5 }}>
          <Checkbox
            checked={selected}
            disabled={!free}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': t('parcels.select', { parcel: parcel.parcelNo }) } }}
          />
        </Box>
      )}
      <ParcelPhotos photos={parcel.photos} parcelNo={parcel.parcelNo} />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
          alignContent: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <bdi dir="ltr">{parcel.parcelNo}</bdi>
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(parcel.source === 'PURCHASE' ? 'parcels.source.PURCHASE' : 'parcels.source.SELF_SHIPPED')}
          />
          {!free && parcel.transitOrderId && (
            <Chip
              size="small"
              color="info"
              label={t('parcels.inOrder', { order: parcel.transitOrderNo ?? '' })}
              component={NextLink}
              href={`/my/transit?order=${encodeURIComponent(parcel.transitOrderId)}`}
              clickable
              // The label names the order: it wraps on a phone instead of pushing the card wider than the screen.
              sx={{
                maxWidth: '100%',
                height: 'auto',
                py: 0.25,
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
              }}
            />
          )}
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          component="div"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, overflowWrap: 'anywhere' }}
        >
          {parcel.orderNo && (
            <span>
              {t('parcels.orderNo')} <bdi dir="ltr">{parcel.orderNo}</bdi>
            </span>
          )}
          {parcel.trackingNo && (
            <span>
              {t('parcels.trackingNo')} <bdi dir="ltr">{parcel.trackingNo}</bdi>
            </span>
          )}
        </Typography>
        {parcel.items.length > 0 && (
          <Box>
            <Typography variant="body2">{t('parcels.items', { count: itemCount })}:</Typography>
            {/* The titles are a paragraph of their own, in their own direction: a Latin title on a right-to-left page is
                cut at its end, not its start. */}
            <Typography
              variant="body2"
              dir="auto"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                textAlign: 'start',
              }}
            >
              {parcel.items.map((item) => `${item.title}${item.quantity > 1 ? ` ×${item.quantity}` : ''}`).join(', ')}
            </Typography>
          </Box>
        )}
        {inspected.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {inspected.map(({ itemId, title, skuLabel, inspection }) => (
              <Box component="li" key={itemId} sx={{ mt: 0.5 }}>
                <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                  {skuLabel ? `${title} · ${skuLabel}` : title}
                </Typography>
                <ItemInspectionPanel itemId={itemId} title={title} inspection={inspection} />
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('parcels.weight')}
            </Box>{' '}
            <bdi>{format.weight(parcel.weightGrams)}</bdi>
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('parcels.size')}
            </Box>{' '}
            <bdi>{format.size(parcel)}</bdi>
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('parcels.arrived')}
            </Box>{' '}
            <bdi>{format.date(parcel.arrivedAt, tenant.timezoneOffset)}</bdi>
          </Typography>
          {free && (
            <StorageChip
              daysLeft={parcel.freeStorageDaysLeft}
              until={format.date(parcel.freeStorageUntil, tenant.timezoneOffset)}
            />
          )}
        </Box>
        {!free && !parcel.transitOrderId && (
          <Typography variant="body2" color="textSecondary">
            <Link component={NextLink} href="/my/transit">
              {t('parcels.shipped')}
            </Link>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
