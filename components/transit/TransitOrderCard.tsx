// One transit order in the list: number, status, date, line and destination, parcels, and the amount (once weighed
// what the payment asks, services included, else the estimated fee), with its actions and a way into the detail.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useCountryName } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import type { TransitOrder, TransitOrderSummary } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores/tenant';
import TransitActions from './TransitActions';
import TransitStatusChip from './TransitStatusChip';

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
    <Box
      component="li"
      data-testid="transit-order"
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'grid',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">{order.orderNo}</bdi>
        </Typography>
        <TransitStatusChip
          status={order.status}
          trialPacking={order.services.some((s) => s.service === 'TRIAL_PACKING')}
        />
        <Typography variant="body2" color="textSecondary" sx={{ marginInlineStart: 'auto' }}>
          <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography variant="body2">{order.transitOptionName}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('transit.parcelCount', { count: order.parcelCount })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {order.selfPickup ? t('transit.selfPickup') : nameOf(order.country)}
        </Typography>
        {order.trackingNo && (
          <Typography variant="body2" color="textSecondary">
            {order.carrier} <bdi dir="ltr">{order.trackingNo}</bdi>
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          variant="body2"
          component="div"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'baseline' }}
        >
          <span>{order.amountDue !== null ? t('transit.amountDue') : t('transit.estimatedFee')}</span>
          <MoneyText amount={order.amountDue ?? order.estimatedFee} strong={order.amountDue !== null} />
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <TransitActions order={order} onChanged={onChanged} />
          <Button
            size="small"
            variant="outlined"
            onClick={onOpen}
            aria-label={t('transit.detailsOf', { order: order.orderNo })}
          >
            {t('transit.details')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
