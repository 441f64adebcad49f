// One transit order in the list: number, status, date, line and destination, parcels, and the amount (once weighed
// what the payment asks or paid, services included, else the estimated fee), with its actions and a way into the
// detail.
import { useTranslation } from 'next-i18next/pages';
import { useCountryName } from '@/components/address/useAddressReference';
import PlainButton from '@/components/common/PlainButton';
import { useFormat } from '@/components/common/useFormat';
import type { TransitOrder, TransitOrderSummary } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores/tenant';
import TransitActions from './TransitActions';
import { transitAmountLabel } from './amountLabel';
import TransitStatusChip from './TransitStatusChip';
import styles from './TransitOrderCard.module.css';

export default function TransitOrderCard({
  order,
  onOpen,
  onChanged,
}: {
  order: TransitOrderSummary;
  onOpen: () => void;
  onChanged: (order: TransitOrder) => void;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const nameOf = useCountryName();
  const tenant = useTenant();
  return (
    <li data-testid="transit-order" className={styles.card}>
      <div className={styles.heading}>
        <h2 className={styles.orderNo}>
          <bdi dir="ltr">{order.orderNo}</bdi>
        </h2>
        <TransitStatusChip
          status={order.status}
          trialPacking={order.services.some((s) => s.service === 'TRIAL_PACKING')}
        />
        <p className={`${styles.secondary} ${styles.date}`}>
          <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </p>
      </div>
      <div className={styles.facts}>
        <p className={styles.text}>{order.transitOptionName}</p>
        <p className={styles.secondary}>{t('transit.parcelCount', { count: order.parcelCount })}</p>
        <p className={styles.secondary}>{order.selfPickup ? t('transit.selfPickup') : nameOf(order.country)}</p>
        {order.trackingNo && (
          <p className={styles.secondary}>
            {order.carrier} <bdi dir="ltr">{order.trackingNo}</bdi>
          </p>
        )}
      </div>
      <div className={styles.footer}>
        <div className={`${styles.text} ${styles.amount}`}>
          <span>{t(transitAmountLabel(order))}</span>
          <MoneyText amount={order.amountDue ?? order.estimatedFee} strong={order.amountDue !== null} />
        </div>
        <div className={styles.actions}>
          <TransitActions order={order} onChanged={onChanged} />
          <PlainButton
            size="small"
            variant="outlined"
            onClick={onOpen}
            aria-label={t('transit.detailsOf', { order: order.orderNo })}
          >
            {t('transit.details')}
          </PlainButton>
        </div>
      </div>
    </li>
  );
}
