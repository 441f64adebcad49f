// A transit order in full: where it goes (address or pickup point, local courier), its parcels, the weights
// (estimated from the parcels, then measured at packing: actual, volumetric, charged), the fee breakdown with the
// services chosen and what the payment asks, the journey and the actions. A problem with the order can be reported from here (feedback with its number).
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import PlainTextButton from '@/components/common/PlainTextButton';
import { placeLine } from '@/components/address/addressText';
import { useCountryName } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import type { ShipmentWeights, TransitOrder } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores/tenant';
import TrackingTimeline from './TrackingTimeline';
import TransitActions from './TransitActions';
import TransitStatusChip from './TransitStatusChip';
import { transitAmountLabel } from './amountLabel';
import styles from './TransitOrderDetail.module.css';

const FeedbackDialog = dynamic(() => import('@/components/feedback/FeedbackDialog'), { ssr: false });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <p className={styles.secondary}>{label}</p>
      <div className={`${styles.text} ${styles.value}`}>{children}</div>
    </div>
  );
}

function Weights({ weights }: { weights: ShipmentWeights }) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  return (
    <>
      <Row label={t('transit.actualWeight')}>
        <bdi>{format.weight(weights.actualGrams)}</bdi>
      </Row>
      <Row label={t('transit.volumetricWeight')}>
        <bdi>{format.weight(weights.volumetricGrams)}</bdi>
      </Row>
      <Row label={t('transit.chargeableWeight')} testId="chargeable-weight">
        <strong>
          <bdi>{format.weight(weights.chargeableGrams)}</bdi>
        </strong>
      </Row>
    </>
  );
}

export default function TransitOrderDetail({
  order,
  onChanged,
}: {
  order: TransitOrder;
  onChanged: (order: TransitOrder) => void;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const nameOf = useCountryName();
  const tenant = useTenant();
  const [reporting, setReporting] = useState(false);
  const d = order.destination;
  const trialPacking = order.services.some((s) => s.service === 'TRIAL_PACKING');
  return (
    <div className={styles.detail} data-testid="transit-detail">
      <div className={styles.heading}>
        <TransitStatusChip status={order.status} trialPacking={trialPacking} />
        <p className={styles.secondary}>
          {order.transitOptionName} · <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </p>
      </div>
      {order.status === 'PACKING' && (
        <p className={styles.text}>{trialPacking ? t('transit.trialPackingNote') : t('transit.packingNote')}</p>
      )}
      {order.status === 'AWAITING_PAYMENT' && <p className={styles.text}>{t('transit.awaitingPaymentNote')}</p>}
      <TransitActions order={order} onChanged={onChanged} size="medium" />

      <Section title={order.selfPickup ? t('transit.pickupPoint') : t('transit.deliverTo')}>
        {order.selfPickup && order.pickupPoint && (
          <p className={styles.text}>
            {order.pickupPoint.name}
            <br />
            {order.pickupPoint.address}
            <br />
            <bdi dir="ltr">{order.pickupPoint.contactPhone}</bdi>
          </p>
        )}
        {!order.selfPickup && d && (
          <p className={`${styles.text} ${styles.wrapAnywhere}`}>
            {d.recipient} · <bdi dir="ltr">{d.phone}</bdi>
            <br />
            <bdi>{placeLine(d, nameOf(d.country))}</bdi>
          </p>
        )}
        {order.localExpressCompanyName && <Row label={t('transit.localExpress')}>{order.localExpressCompanyName}</Row>}
        {order.trackingNo && (
          <Row label={t('transit.tracking')}>
            {order.carrier} <bdi dir="ltr">{order.trackingNo}</bdi>
          </Row>
        )}
      </Section>

      <Section title={t('transit.parcels', { count: order.parcels.length })}>
        <ul className={styles.parcels}>
          {order.parcels.map((p) => (
            <li key={p.id} className={styles.parcel}>
              <p className={styles.text}>
                <bdi dir="ltr">{p.parcelNo}</bdi>
                {p.items[0] ? ` · ${p.items[0].title}${p.items.length > 1 ? ` +${p.items.length - 1}` : ''}` : ''}
              </p>
              <p className={styles.secondary}>
                <bdi>
                  {format.weight(p.weightGrams)} · {format.size(p)}
                </bdi>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={order.weights ? t('transit.weighed') : t('transit.estimatedWeights')}>
        <Weights weights={order.weights ?? order.estimatedWeights} />
        {order.packedSize && (
          <Row label={t('transit.packedSize')}>
            <bdi>{format.size(order.packedSize)}</bdi>
          </Row>
        )}
      </Section>

      <Section title={t('transit.feeTitle')}>
        {order.feeBreakdown ? (
          <>
            <Row label={t('transit.firstWeightFee')}>
              <MoneyText amount={order.feeBreakdown.firstWeightFee} />
            </Row>
            <Row label={t('transit.additionalWeightFee', { count: order.feeBreakdown.additionalUnits })}>
              <MoneyText amount={order.feeBreakdown.additionalWeightFee} />
            </Row>
            <hr className={styles.divider} />
            <Row label={t('transit.fee')} testId="transit-fee">
              <MoneyText amount={order.feeBreakdown.total} strong />
            </Row>
          </>
        ) : (
          <Row label={t('transit.estimatedFee')}>
            <MoneyText amount={order.estimatedFee} />
          </Row>
        )}
        {order.services.map((s) => (
          <Row key={s.service} label={t(`services.name.${s.service}`)} testId={`transit-service-${s.service}`}>
            <MoneyText amount={s.fee} />
          </Row>
        ))}
        {order.declaredValue > 0 && (
          <Row label={t('transit.declaredValue')} testId="transit-declared-value">
            <MoneyText amount={order.declaredValue} />
          </Row>
        )}
        {order.amountDue !== null && order.services.length > 0 && (
          <>
            <hr className={styles.divider} />
            <Row label={t(transitAmountLabel(order))} testId="transit-amount-due">
              <MoneyText amount={order.amountDue} strong />
            </Row>
          </>
        )}
        {order.paidAt && (
          <Row label={t('transit.paidAt')}>
            <bdi>{format.dateTime(order.paidAt, tenant.timezoneOffset)}</bdi>
          </Row>
        )}
      </Section>

      <Section title={t('transit.timeline')}>
        <TrackingTimeline timeline={order.timeline} tracking={order.tracking} />
      </Section>

      <div>
        <PlainTextButton size="small" color="primary" onClick={() => setReporting(true)}>
          {t('transit.report')}
        </PlainTextButton>
      </div>
      {reporting && (
        <FeedbackDialog
          open
          orderNo={order.orderNo}
          defaultType="SHIPPING_PROBLEM"
          onClose={() => setReporting(false)}
          onSent={() => setReporting(false)}
        />
      )}
    </div>
  );
}
