// The checkout panel: the warehouse the goods go to, the selection's amounts exactly as the server priced them
// (goods, shipping in China, service fee, total), a note for the agent, and check out. While a new price is on
// its way the old one stays, dimmed; without a selection it asks for one. `doorCost`: what shipping the selection
// home will cost later (paid once the warehouse weighs it, not at checkout).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import AmountsBreakdown from '@/components/orders/AmountsBreakdown';
import { errorText } from '@/utils/errorText';
import RemarkField from './RemarkField';
import type { QuoteState } from './useCartQuote';
import type { WarehousesState } from './useWarehouses';
import WarehouseSelect from './WarehouseSelect';

export interface CartSummaryProps {
  selectedCount: number;
  /** Selected lines that cannot be bought now. */
  unavailableCount: number;
  warehouses: WarehousesState;
  warehouseId: string | null;
  onWarehouse: (id: string) => void;
  onRetryWarehouses: () => void;
  quote: QuoteState;
  onRetryQuote: () => void;
  remark: string;
  onRemark: (remark: string) => void;
  checkingOut: boolean;
  onCheckout: () => void;
  /** The pointer or focus reached check out: a click is likely, its pay dialog can load ahead. */
  onCheckoutIntent?: () => void;
  doorCost?: ReactNode;
}

export default function CartSummary(props: CartSummaryProps) {
  const { t } = useTranslation(['cart', 'common']);
  const { selectedCount, unavailableCount, quote } = props;
  const shown = quote.data;
  const canCheckOut =
    selectedCount > 0 &&
    unavailableCount === 0 &&
    quote.status === 'ready' &&
    props.warehouseId !== null &&
    !props.checkingOut;
  return (
    <Box
      component="section"
      aria-label={t('cart:summary.label')}
      data-testid="cart-summary"
      sx={{
        position: { md: 'sticky' },
        top: { md: 16 },
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography component="h2" variant="h6">
        {t('cart:summary.title')}
      </Typography>
      <WarehouseSelect
        state={props.warehouses}
        value={props.warehouseId}
        onChange={props.onWarehouse}
        onRetry={props.onRetryWarehouses}
        disabled={props.checkingOut}
      />
      <Typography variant="body2" data-testid="cart-selected-count">
        {t('cart:summary.selected', { count: selectedCount })}
      </Typography>
      {selectedCount === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('cart:summary.selectHint')}
        </Typography>
      )}
      {selectedCount > 0 && quote.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={props.onRetryQuote}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {t('cart:summary.quoteError')} {errorText(t, quote.error)}
        </Alert>
      )}
      {selectedCount > 0 && (quote.status === 'loading' || quote.status === 'ready') && (
        <Box sx={{ position: 'relative' }} aria-busy={quote.status === 'loading'}>
          {quote.status === 'loading' && (
            <LinearProgress
              aria-label={t('cart:summary.pricing')}
              sx={{ position: 'absolute', insetInline: 0, top: -8 }}
            />
          )}
          {shown ? (
            <Box sx={{ opacity: quote.status === 'loading' ? 0.5 : 1, transition: 'opacity 120ms' }}>
              <AmountsBreakdown amounts={shown.amounts} />
            </Box>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('cart:summary.pricing')}
            </Typography>
          )}
        </Box>
      )}
      {unavailableCount > 0 && (
        <Alert severity="warning">{t('cart:summary.unavailable', { count: unavailableCount })}</Alert>
      )}
      {props.doorCost}
      <RemarkField value={props.remark} onChange={props.onRemark} />
      <Button
        variant="contained"
        size="large"
        onClick={props.onCheckout}
        onPointerEnter={props.onCheckoutIntent}
        onFocus={props.onCheckoutIntent}
        disabled={!canCheckOut}
        loading={props.checkingOut}
        data-testid="checkout"
      >
        {t('cart:summary.checkout')}
      </Button>
    </Box>
  );
}
