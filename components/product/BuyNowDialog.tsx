// Buy this product now, without the cart: choose the China warehouse, see the lines and amounts as the server
// priced them (POST /front/preview-product/refresh, again after each warehouse change), then place the order
// (…/create) and pay it in the shared pay dialog. After paying, or closing the pay dialog, the order opens.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { PreviewProductRequest, PreviewProductResponse, PurchaseOrder } from '@/contract';
import { pickWarehouse, useWarehouses } from '@/components/cart/useWarehouses';
import WarehouseSelect from '@/components/cart/WarehouseSelect';
import AmountsBreakdown from '@/components/orders/AmountsBreakdown';
import PayNewOrderDialog from '@/components/orders/PayNewOrderDialog';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { payErrorText } from '@/components/payments/payErrors';
import { createPreviewOrder, previewProduct } from '@/services/orders';
import { useRemoteLoad } from '@/components/common/useRemote';
import { useHttp, useNotify } from '@/stores';
import { errorText } from '@/utils/errorText';
import { withMuiScope } from '@/theme/MuiScope';

export interface BuyNowDialogProps {
  open: boolean;
  onClose: () => void;
  productUrl: string;
  items: PreviewProductRequest['items'];
  message: string;
}

function BuyNowDialog(props: BuyNowDialogProps) {
  const { t } = useTranslation(['product', 'orders']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  return (
    <>
      <Dialog
        open={props.open && !order}
        onClose={props.onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby="buy-now-title"
      >
        <DialogTitle id="buy-now-title">{t('product:buyNow.title')}</DialogTitle>
        {props.open && !order && <BuyNowBody {...props} onOrdered={setOrder} />}
      </Dialog>
      {order && <PayNewOrderDialog order={order} />}
    </>
  );
}

function BuyNowBody({
  onClose,
  productUrl,
  items,
  message,
  onOrdered,
}: BuyNowDialogProps & { onOrdered: (order: PurchaseOrder) => void }) {
  const { t } = useTranslation(['product', 'cart', 'orders', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const warehouses = useWarehouses();
  const [wanted, setWanted] = useState<string | null>(null);
  const warehouseId = warehouses.state.status === 'ready' ? pickWarehouse(warehouses.state.data, wanted) : null;
  const [attempt, setAttempt] = useState(0);
  const [placing, setPlacing] = useState(false);
  const body: PreviewProductRequest | null = warehouseId
    ? { productUrl, items, tenantWarehouseId: warehouseId, ...(message.trim() ? { message: message.trim() } : {}) }
    : null;
  const bodyKey = body ? JSON.stringify(body) : '';

  // Priced a tick after the body changes (and again after a refused order: `attempt`); only the newest answer shows.
  const loadPreview = useMemo(
    () => (bodyKey ? () => previewProduct(http, JSON.parse(bodyKey) as PreviewProductRequest) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, bodyKey, attempt],
  );
  const { state: preview } = useRemoteLoad<PreviewProductResponse>(loadPreview, {
    delayMs: 0,
    keepDataOnFailure: false,
  });

  const place = async () => {
    if (!body) return;
    setPlacing(true);
    const result = await createPreviewOrder(http, body);
    setPlacing(false);
    if (!result.ok) {
      notify.error(payErrorText(t, format, result.error).text);
      setAttempt((n) => n + 1);
      return;
    }
    onOrdered(result.data);
  };

  const ready = preview.status === 'ready' ? preview.data : null;
  const blocked = ready ? ready.lines.some((line) => !line.available) : true;
  return (
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <WarehouseSelect
          state={warehouses.state}
          value={warehouseId}
          onChange={setWanted}
          onRetry={warehouses.retry}
          disabled={placing}
        />
        {preview.status === 'loading' && <LinearProgress aria-label={t('cart:summary.pricing')} />}
        {preview.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t('common:errorState.retry')}
              </Button>
            }
          >
            {t('cart:summary.quoteError')} {errorText(t, preview.error)}
          </Alert>
        )}
        {ready && (
          <>
            <Box component="ul" aria-label={ready.title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {ready.lines.map((line) => (
                <Box
                  component="li"
                  key={line.productSkuId ?? 'single'}
                  data-testid="buy-now-line"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {line.skuLabel || ready.title}
                    </Typography>
                    <Typography variant="caption" color="textSecondary">
                      <bdi>{`${cnyText(format, line.price)} × ${format.number(line.quantity)}`}</bdi>
                    </Typography>
                    {!line.available && line.reason && (
                      <Chip
                        size="small"
                        color="warning"
                        sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
                        label={t(`cart:unavailableReason.${line.reason}`, { stock: line.stock ?? 0 })}
                      />
                    )}
                  </Box>
                  <MoneyText amount={line.amount} style={{ marginInlineStart: 'auto' }} />
                </Box>
              ))}
            </Box>
            {/* The shop name is isolated (U+2068 … U+2069): a Latin name's final period stays at its end in Arabic. */}
            <Typography variant="caption" color="textSecondary">
              {t('buyNow.shop', { shop: `\u2068${ready.shopName}\u2069` })}
            </Typography>
            <AmountsBreakdown amounts={ready.amounts} />
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={placing}>
            {t('payments:dialog.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void place()}
            loading={placing}
            disabled={placing || blocked || preview.status !== 'ready'}
          >
            {t('buyNow.place')}
          </Button>
        </Stack>
      </Stack>
    </DialogContent>
  );
}

export default withMuiScope(BuyNowDialog);
