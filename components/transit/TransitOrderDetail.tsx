// A transit order in full: where it goes (address or pickup point, local courier), its parcels, the weights
// (estimated from the parcels, then measured at packing: actual, volumetric, charged), the fee breakdown with the
// services chosen and what the payment asks, the journey and the actions. A problem with the order can be reported from here (feedback with its number).
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { placeLine } from '@/components/address/addressText';
import { useCountryName } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import type { ShipmentWeights, TransitOrder } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores/tenant';
import TrackingTimeline from './TrackingTimeline';
import TransitActions from './TransitActions';
import TransitStatusChip from './TransitStatusChip';

const FeedbackDialog = dynamic(() => import('@/components/feedback/FeedbackDialog'), { ssr: false });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.75 }}>
      <Typography
        component="h3"
        variant="subtitle2"
        color="textSecondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }} data-testid={testId}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end' }}>
        {children}
      </Typography>
    </Box>
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
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="transit-detail">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TransitStatusChip status={order.status} trialPacking={trialPacking} />
        <Typography variant="body2" color="textSecondary">
          {order.transitOptionName} · <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </Typography>
      </Box>
      {order.status === 'PACKING' && (
        <Typography variant="body2">
          {trialPacking ? t('transit.trialPackingNote') : t('transit.packingNote')}
        </Typography>
      )}
      {order.status === 'AWAITING_PAYMENT' && (
        <Typography variant="body2">{t('transit.awaitingPaymentNote')}</Typography>
      )}
      <TransitActions order={order} onChanged={onChanged} size="medium" />

      <Section title={order.selfPickup ? t('transit.pickupPoint') : t('transit.deliverTo')}>
        {order.selfPickup && order.pickupPoint && (
          <Typography variant="body2">
            {order.pickupPoint.name}
            <br />
            {order.pickupPoint.address}
            <br />
            <bdi dir="ltr">{order.pickupPoint.contactPhone}</bdi>
          </Typography>
        )}
        {!order.selfPickup && d && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {d.recipient} · <bdi dir="ltr">{d.phone}</bdi>
            <br />
            <bdi>{placeLine(d, nameOf(d.country))}</bdi>
          </Typography>
        )}
        {order.localExpressCompanyName && <Row label={t('transit.localExpress')}>{order.localExpressCompanyName}</Row>}
        {order.trackingNo && (
          <Row label={t('transit.tracking')}>
            {order.carrier} <bdi dir="ltr">{order.trackingNo}</bdi>
          </Row>
        )}
      </Section>

      <Section title={t('transit.parcels', { count: order.parcels.length })}>
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {order.parcels.map((p) => (
            <Box
              component="li"
              key={p.id}
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                columnGap: 2,
              }}
            >
              <Typography variant="body2">
                <bdi dir="ltr">{p.parcelNo}</bdi>
                {p.items[0] ? ` · ${p.items[0].title}${p.items.length > 1 ? ` +${p.items.length - 1}` : ''}` : ''}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                <bdi>
                  {format.weight(p.weightGrams)} · {format.size(p)}
                </bdi>
              </Typography>
            </Box>
          ))}
        </Box>
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
            <Divider />
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
            <Divider />
            <Row label={t('transit.amountDue')} testId="transit-amount-due">
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

      <Box>
        <Button size="small" onClick={() => setReporting(true)}>
          {t('transit.report')}
        </Button>
      </Box>
      {reporting && (
        <FeedbackDialog
          open
          orderNo={order.orderNo}
          defaultType="SHIPPING_PROBLEM"
          onClose={() => setReporting(false)}
          onSent={() => setReporting(false)}
        />
      )}
    </Box>
  );
}
