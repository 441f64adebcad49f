// One order in the list: number, date, state, the first pictures, shops and piece count, the warehouse, the total
// and what can be done with it. The number leads to the detail.
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrder } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores';
import { isolate } from '@/utils/bidi';
import OrderActions from './OrderActions';
import OrderStatusChip from './OrderStatusChip';
import OrderThumb from './OrderThumb';

const SHOWN_PICTURES = 4;

export function orderHref(id: string): string {
  return `/my/purchase?id=${encodeURIComponent(id)}`;
}

export default function OrderCard({
  order,
  onChanged,
  onCloned,
}: {
  order: PurchaseOrder;
  onChanged: (order: PurchaseOrder | null) => void;
  onCloned: (order: PurchaseOrder) => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const tenant = useTenant();
  const items = order.shops.flatMap((shop) => shop.items);
  const pieces = items.reduce((n, item) => n + item.quantity, 0);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="order-card"
      aria-label={order.orderNo}
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Link component={NextLink} href={orderHref(order.id)} underline="hover" sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">{order.orderNo}</bdi>
        </Link>
        <OrderStatusChip status={order.status} />
        <Typography variant="caption" color="textSecondary" sx={{ marginInlineStart: 'auto' }}>
          <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          {items.slice(0, SHOWN_PICTURES).map((item) => (
            <OrderThumb key={item.id} src={item.image} />
          ))}
        </Box>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {/* Each name wraps as one block: on a narrow right-to-left card a name split over two lines ran into the
                next one ("Crane · Pearl Home Store / Menswear Store"). */}
            {order.shops.map((shop, index) => (
              <span key={`${index}-${shop.shopName}`}>
                {index > 0 && ' · '}
                <Box component="bdi" sx={{ display: 'inline-block', maxWidth: '100%' }}>
                  {shop.shopName}
                </Box>
              </span>
            ))}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p">
            {t('list.pieces', { count: pieces })}
            {' · '}
            {t('list.warehouse', { name: isolate(order.tenantWarehouse.name) })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end', marginInlineStart: 'auto' }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {t('amounts.total')}
          </Typography>
          <MoneyText amount={order.amounts.total} strong testId="order-total" />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Link component={NextLink} href={orderHref(order.id)} variant="body2">
          {t('list.details')}
        </Link>
        <Box sx={{ marginInlineStart: 'auto' }}>
          <OrderActions order={order} onChanged={onChanged} onCloned={onCloned} size="small" />
        </Box>
      </Box>
    </Paper>
  );
}
