// An order's items grouped by shop: picture, title, variant, unit price × quantity, amount, the message to the
// agent, whether the agent bought it or refunded it on its own, and once in the warehouse its inspection.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrderShop } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import ItemInspectionPanel from './ItemInspectionPanel';
import OrderThumb from './OrderThumb';

export default function OrderItems({ shops }: { shops: PurchaseOrderShop[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {shops.map((shop) => (
        <Paper
          key={shop.shopId}
          component="section"
          variant="outlined"
          aria-label={shop.shopName}
          data-testid="order-shop"
          sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{shop.shopName}</bdi>
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t('detail.shopShipping')} <bdi>{cnyText(format, shop.domesticShipping)}</bdi>
            </Typography>
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {shop.items.map((item) => (
              <Box
                component="li"
                key={item.id}
                data-testid="order-item"
                sx={{ display: 'flex', gap: 1.5, py: 1, borderBlockStart: 1, borderColor: 'divider' }}
              >
                <OrderThumb src={item.image} size={64} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Typography>
                  {item.skuLabel && (
                    <Typography variant="caption" color="textSecondary" component="p">
                      {item.skuLabel}
                    </Typography>
                  )}
                  <Typography variant="caption" color="textSecondary" component="p">
                    <bdi>{`${cnyText(format, item.price)} × ${format.number(item.quantity)}`}</bdi>
                  </Typography>
                  {item.message && (
                    <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      {t('detail.message', { message: item.message })}
                    </Typography>
                  )}
                  {item.status === 'REFUNDED' && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      sx={{ mt: 0.5 }}
                      label={t('detail.itemRefunded', { amount: cnyText(format, item.refundedAmount) })}
                    />
                  )}
                  {item.status === 'BOUGHT' && (
                    <Chip
                      size="small"
                      color="success"
                      variant="outlined"
                      sx={{ mt: 0.5 }}
                      label={t('detail.itemBought')}
                    />
                  )}
                  {item.inspection && (
                    <ItemInspectionPanel itemId={item.id} title={item.title} inspection={item.inspection} />
                  )}
                </Box>
                <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                  <MoneyText amount={item.amount} style={{ flexDirection: 'column', alignItems: 'flex-end' }} />
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
