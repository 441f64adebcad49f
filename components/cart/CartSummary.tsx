// The checkout panel: the warehouse the goods go to, the selection's amounts exactly as the server priced them
// (goods, shipping in China, service fee, total), a note for the agent, and check out. While a new price is on
// its way the old one stays, dimmed; without a selection it asks for one. `doorCost`: what shipping the selection
// home will cost later (paid once the warehouse weighs it, not at checkout).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainAlert from '@/components/common/PlainAlert';
import PlainButton from '@/components/common/PlainButton';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import AmountsBreakdown from '@/components/orders/AmountsBreakdown';
import RetryAlert from '@/components/common/RetryAlert';
import { useNearViewport } from '@/components/common/useNearViewport';
import { whenIdle } from '@/utils/whenIdle';
import RemarkField from './RemarkField';
import type { QuoteState } from './useCartQuote';
import type { WarehousesState } from './useWarehouses';
import WarehouseSelect from './WarehouseSelect';
import styles from './CartSummary.module.css';
import text from './cartText.module.css';

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
  /** Check out is in view with lines selected, or the pointer or focus reached it: a press is likely, its pay
   * dialog can load ahead. */
  onCheckoutIntent?: () => void;
  doorCost?: ReactNode;
}

export default function CartSummary(props: CartSummaryProps) {
  const { t } = useTranslation(['cart', 'common']);
  const { selectedCount, unavailableCount, quote } = props;
  const shown = quote.data;
  const checkoutButton = useRef<HTMLButtonElement>(null);
  const checkoutInView = useNearViewport(checkoutButton, '0px');
  const hasSelection = selectedCount > 0;
  const { onCheckoutIntent } = props;
  // Check out in view with a selection: the pay dialog's code loads once the page is idle. On a phone check out sits
  // below the lines, so that waits until the shopper scrolls down to it, not on the first screen's start.
  useEffect(() => {
    if (!checkoutInView || !hasSelection || !onCheckoutIntent) return undefined;
    return whenIdle(onCheckoutIntent);
  }, [checkoutInView, hasSelection, onCheckoutIntent]);
  const canCheckOut =
    selectedCount > 0 &&
    unavailableCount === 0 &&
    quote.status === 'ready' &&
    props.warehouseId !== null &&
    !props.checkingOut;
  return (
    <section aria-label={t('cart:summary.label')} data-testid="cart-summary" className={styles.summary}>
      <h2 className={text.heading}>{t('cart:summary.title')}</h2>
      <WarehouseSelect
        state={props.warehouses}
        value={props.warehouseId}
        onChange={props.onWarehouse}
        onRetry={props.onRetryWarehouses}
        disabled={props.checkingOut}
      />
      <p className={text.body2} data-testid="cart-selected-count">
        {t('cart:summary.selected', { count: selectedCount })}
      </p>
      {selectedCount === 0 && <p className={text.secondary}>{t('cart:summary.selectHint')}</p>}
      {selectedCount > 0 && quote.status === 'failed' && (
        <RetryAlert error={quote.error} onRetry={props.onRetryQuote} what={t('cart:summary.quoteError')} />
      )}
      {selectedCount > 0 && (quote.status === 'loading' || quote.status === 'ready') && (
        <div className={styles.amounts} aria-busy={quote.status === 'loading'}>
          {quote.status === 'loading' && (
            <PlainLinearProgress label={t('cart:summary.pricing')} className={styles.pricing} />
          )}
          {shown ? (
            <div className={quote.status === 'loading' ? `${styles.priced} ${styles.repricing}` : styles.priced}>
              <AmountsBreakdown amounts={shown.amounts} />
            </div>
          ) : (
            <p className={text.secondary}>{t('cart:summary.pricing')}</p>
          )}
        </div>
      )}
      {unavailableCount > 0 && (
        <PlainAlert severity="warning">{t('cart:summary.unavailable', { count: unavailableCount })}</PlainAlert>
      )}
      {props.doorCost}
      <RemarkField value={props.remark} onChange={props.onRemark} />
      <PlainButton
        ref={checkoutButton}
        variant="contained"
        size="large"
        onClick={props.onCheckout}
        onPointerEnter={props.onCheckoutIntent}
        onFocus={props.onCheckoutIntent}
        disabled={!canCheckOut}
        pending={props.checkingOut}
        data-testid="checkout"
      >
        {t('cart:summary.checkout')}
      </PlainButton>
    </section>
  );
}
