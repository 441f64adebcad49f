// One parcel in the warehouse: a checkbox (only for parcels free to ship), the photos, its number and where it
// came from (a purchase order or a self-shipped tracking number), the goods, weight and size, arrival date and the
// free storage left, and each item's warehouse inspection. A parcel held by an open transit order links to that
// order instead of a checkbox. Plain elements styled by ParcelCard.module.css; the photos and the inspection are
// their own components.
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import PlainChip from '@/components/common/PlainChip';
import PlainLink from '@/components/common/PlainLink';
import { useFormat } from '@/components/common/useFormat';
import ItemInspectionPanel from '@/components/orders/ItemInspectionPanel';
import type { StockInParcel } from '@/contract';
import { useTenant } from '@/stores/tenant';
import ParcelPhotos from './ParcelPhotos';
import { isSelectable } from './parcelSelection';
import StorageChip from './StorageChip';
import styles from './ParcelCard.module.css';

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
    <li
      data-testid="parcel-card"
      // Selection shows as the checkbox and a primary outline, not a fill: the links and buttons inside the card
      // (the inspection's Accept, Return or exchange) keep their 4.5:1 contrast in both schemes.
      className={selected ? `${styles.card} ${styles.selected}` : styles.card}
    >
      {selectable && (
        <div className={styles.pick}>
          <PlainCheckbox
            checked={selected}
            disabled={!free}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('parcels.select', { parcel: parcel.parcelNo })}
          />
        </div>
      )}
      <ParcelPhotos photos={parcel.photos} parcelNo={parcel.parcelNo} />
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 className={styles.parcelNo}>
            <bdi dir="ltr">{parcel.parcelNo}</bdi>
          </h2>
          <PlainChip
            variant="outlined"
            label={t(parcel.source === 'PURCHASE' ? 'parcels.source.PURCHASE' : 'parcels.source.SELF_SHIPPED')}
          />
          {!free && parcel.transitOrderId && (
            // The label names the order: it wraps on a phone instead of pushing the card wider than the screen.
            <NextLink
              href={`/my/transit?order=${encodeURIComponent(parcel.transitOrderId)}`}
              className={styles.orderLink}
            >
              <PlainChip color="info" label={t('parcels.inOrder', { order: parcel.transitOrderNo ?? '' })} />
            </NextLink>
          )}
        </div>
        <div className={styles.references}>
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
        </div>
        {parcel.items.length > 0 && (
          <div>
            <p className={styles.note}>{t('parcels.items', { count: itemCount })}:</p>
            {/* The titles are a paragraph of their own, in their own direction: a Latin title on a right-to-left page is
                cut at its end, not its start. */}
            <p className={styles.titles} dir="auto">
              {parcel.items.map((item) => `${item.title}${item.quantity > 1 ? ` ×${item.quantity}` : ''}`).join(', ')}
            </p>
          </div>
        )}
        {inspected.length > 0 && (
          <ul className={styles.inspections}>
            {inspected.map(({ itemId, title, skuLabel, inspection }) => (
              <li key={itemId} className={styles.inspection}>
                <p className={styles.inspectedTitle} dir="auto">
                  {skuLabel ? `${title} · ${skuLabel}` : title}
                </p>
                <ItemInspectionPanel itemId={itemId} title={title} inspection={inspection} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.facts}>
          <p className={styles.note}>
            <span className={styles.factLabel}>{t('parcels.weight')}</span>{' '}
            <bdi>{format.weight(parcel.weightGrams)}</bdi>
          </p>
          <p className={styles.note}>
            <span className={styles.factLabel}>{t('parcels.size')}</span> <bdi>{format.size(parcel)}</bdi>
          </p>
          <p className={styles.note}>
            <span className={styles.factLabel}>{t('parcels.arrived')}</span>{' '}
            <bdi>{format.date(parcel.arrivedAt, tenant.timezoneOffset)}</bdi>
          </p>
          {free && (
            <StorageChip
              daysLeft={parcel.freeStorageDaysLeft}
              until={format.date(parcel.freeStorageUntil, tenant.timezoneOffset)}
            />
          )}
        </div>
        {!free && !parcel.transitOrderId && (
          <p className={styles.secondaryNote}>
            <PlainLink href="/my/transit">{t('parcels.shipped')}</PlainLink>
          </p>
        )}
      </div>
    </li>
  );
}
