// The product page body: gallery, title, shop, platform, price by mode with tiers, variants, quantity,
// a message to the agent and add to cart (one variant, or several at once). The product is recorded in the
// watch history on view; that and the recently viewed list are deferred: they can fail without the page.
// The first screen is plain elements and PlainButtons styled by static stylesheets (no style work per render);
// what opens on an event (the buy-now dialog, the added-to-cart notice) loads when it opens.
import { memo, useEffect, useMemo, useReducer, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { CART_MESSAGE_MAX_LENGTH, type DoorCostItem, type Product } from '@/contract';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import WhenNearViewport from '@/components/common/WhenNearViewport';
import { ADD_SHOPPING_CART, SHOPPING_BAG_OUTLINED } from './productIconPaths';
import DoorCostPanel from '@/components/shipping/DoorCostPanel';
import DeferredBoundary from './DeferredBoundary';
import TextInput from '@/components/common/form/TextInput';
import type { Breadcrumb } from '@/services/pageSettings';
import dynamic from 'next/dynamic';
import { withTranslationsOnDemand } from '@/services/i18n/translationsOnDemand';
import { useTenant } from '@/stores';
import { addToWatchHistory, watchItemFromProduct } from '@/stores/watchHistory';
import Gallery from './Gallery';
import { PriceText } from './PriceText';
import PriceTiers from './PriceTiers';
import { shownPrice } from './priceTier';
import QuantityStepper, { clampQuantity } from './QuantityStepper';
import { initialProductChoice, multipleTotal, productChoice } from './productChoice';
import { emptySelection, isComplete, selectedSku, variantImage } from './sku';
import { useAddToCart } from './useAddToCart';
import ProductHeading from './ProductHeading';
import VariantPicker from './VariantPicker';
import styles from './ProductView.module.css';

// Loaded when the shopper clicks "Buy now": the dialog, its pricing, the pay dialog and their words (the cart's,
// orders', payments' and sign-in's namespaces) stay out of the product page's first load and page data.
const BuyNowDialog = dynamic(
  withTranslationsOnDemand(() => import('./BuyNowDialog'), ['cart', 'orders', 'payments', 'auth']),
  { ssr: false },
);
// Shown after a successful add only (MUI's Alert): out of the first load, fetched while the add is under way.
const AddedToCartNotice = dynamic(() => import('./AddedToCartNotice'), { ssr: false });
const preloadAddedToCartNotice = () => void import('./AddedToCartNotice');
// "Add several variants" opens on the shopper's tap (the page starts with one variant): its form loads as the pointer
// or focus reaches the button that opens it.
const loadMultiVariantForm = () => import('./MultiVariantForm');
const MultiVariantForm = dynamic(loadMultiVariantForm, { ssr: false });
const preloadMultiVariantForm = () => void loadMultiVariantForm();

// Choosing a variant, a quantity or adding to the cart re-renders this view: the parts whose props did not change
// (the photos, the trail, the landed cost, recently viewed) skip that render, so the next frame comes sooner.
const StableBreadcrumbs = memo(Breadcrumbs);
const StableGallery = memo(Gallery);
const StableDoorCostPanel = memo(DoorCostPanel);
// Recently viewed comes from this browser's storage, so the server renders nothing there: its cards (and the
// product-link cipher they need) load when the shopper scrolls near them, not with the page.
const WatchHistoryList = dynamic(() => import('@/components/search/WatchHistoryList'), { ssr: false });
const StableWatchHistoryList = memo(WatchHistoryList);

export interface ProductViewProps {
  product: Product;
  /** The search the shopper came from, for the breadcrumb. */
  keyword: string | null;
}

export default function ProductView({ product, keyword }: ProductViewProps) {
  const { t } = useTranslation('product');
  const tenant = useTenant();
  const { add, adding, loggedIn } = useAddToCart(product.productUrl);
  const router = useRouter();
  // The lines being bought now (the buy-now dialog is open while set).
  const [buyLines, setBuyLines] = useState<{ productSkuId: string | null; quantity: number }[] | null>(null);

  const minQuantity = Math.max(1, product.minQuantity);
  const [choice, dispatch] = useReducer(
    productChoice,
    { selection: emptySelection(product.properties), quantity: minQuantity },
    initialProductChoice,
  );
  const { selection, quantity, multiple, quantities, multipleError } = choice;
  const setSelection = (next: (string | null)[]) => dispatch({ type: 'select', selection: next });
  const setQuantity = (value: number) => dispatch({ type: 'quantity', value });
  const setMultipleError = (text: string | null) => dispatch({ type: 'multipleError', text });
  const [message, setMessage] = useState('');
  // Counts successful adds: each one shows (and focuses) a fresh confirmation.
  const [addedCount, setAddedCount] = useState(0);

  const sku = selectedSku(product, selection);
  const needsChoice = product.properties.length > 0 && !isComplete(product.properties, selection);
  const stock = sku ? sku.stock : product.skus.length === 0 ? null : needsChoice ? null : 0;
  const total = multiple ? multipleTotal(quantities) : quantity;
  const price = shownPrice(product, multiple ? null : sku, Math.max(total, 1));
  const image = useMemo(() => variantImage(product, selection), [product, selection]);
  // The pieces chosen are what ships (weight is per piece, whatever the variant); the variant prices the goods
  // for the landed cost, and is left out (undefined) until the shopper has chosen one.
  const doorItems = useMemo((): DoorCostItem[] => {
    const base = { platform: product.platform, productId: product.productId };
    if (multiple) {
      return product.skus
        .filter((s) => (quantities[s.skuId] ?? 0) > 0)
        .map((s) => ({ ...base, productSkuId: s.skuId, quantity: quantities[s.skuId] ?? 0 }));
    }
    return quantity > 0 ? [{ ...base, quantity, ...(sku ? { productSkuId: sku.skuId } : {}) }] : [];
  }, [product.platform, product.productId, product.skus, multiple, quantities, quantity, sku]);

  // Deferred: a full or blocked localStorage must never break the page.
  useEffect(() => {
    try {
      addToWatchHistory(watchItemFromProduct(product));
    } catch (error) {
      console.warn('[product] watch history not updated', error);
    }
    // Once per product viewed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.productId]);

  // The stock of a newly chosen SKU bounds the quantity (adjusted during render, no stale frame).
  const [seenStock, setSeenStock] = useState(stock);
  if (seenStock !== stock) {
    setSeenStock(stock);
    if (stock !== null) setQuantity(clampQuantity(quantity, minQuantity, stock));
  }

  const trail = useMemo(
    (): Breadcrumb[] => [
      ...(keyword
        ? [
            {
              label: `“${keyword}”`,
              raw: true as const,
              href: `/product-search?${new URLSearchParams({ keyword }).toString()}`,
            },
          ]
        : []),
      { label: product.title, raw: true },
    ],
    [keyword, product.title],
  );

  // The same element every render: React skips it when the choice or the cart changes.
  const description = useMemo(
    () =>
      product.description ? (
        <>
          <hr className={styles.divider} />
          <h2 className={styles.descriptionTitle}>{t('description')}</h2>
          <p className={styles.descriptionText}>{product.description}</p>
        </>
      ) : null,
    [product.description, t],
  );

  const soldOutForMinimum = stock !== null && stock < minQuantity;
  const canAddSingle = !needsChoice && (product.skus.length === 0 || sku !== null) && !soldOutForMinimum;

  async function addSingle() {
    // A visitor who has not chosen a variant yet still goes to login; nothing is kept for after it.
    if (await add(canAddSingle ? [{ productSkuId: sku?.skuId ?? null, quantity }] : [], message))
      setAddedCount((n) => n + 1);
  }

  /** The lines of "several variants", or null (with the reason shown) when they cannot be ordered. */
  function multipleLines() {
    const lines = product.skus
      .filter((s) => (quantities[s.skuId] ?? 0) > 0)
      .map((s) => ({ productSkuId: s.skuId, quantity: quantities[s.skuId] ?? 0 }));
    if (lines.length === 0) {
      setMultipleError(t('multiple.none'));
      return null;
    }
    if (multipleTotal(quantities) < minQuantity) {
      setMultipleError(t('multiple.belowMinimum', { count: minQuantity }));
      return null;
    }
    setMultipleError(null);
    return lines;
  }

  async function addMultiple() {
    if (!loggedIn) {
      // The quantities chosen so far are kept for after login when they make an order; otherwise none are.
      const chosen = product.skus
        .filter((s) => (quantities[s.skuId] ?? 0) > 0)
        .map((s) => ({ productSkuId: s.skuId, quantity: quantities[s.skuId] ?? 0 }));
      await add(multipleTotal(quantities) >= minQuantity ? chosen : [], message);
      return;
    }
    const lines = multipleLines();
    if (lines && (await add(lines, message))) {
      dispatch({ type: 'multipleAdded' });
      setAddedCount((n) => n + 1);
    }
  }

  function buyNow() {
    if (!loggedIn) {
      void router.push(`/auth/login?redirectUrl=${encodeURIComponent(router.asPath)}`);
      return;
    }
    const lines = multiple ? multipleLines() : [{ productSkuId: sku?.skuId ?? null, quantity }];
    if (lines) setBuyLines(lines);
  }

  return (
    <div className={styles.page}>
      <div className={styles.trail}>
        <StableBreadcrumbs items={trail} />
      </div>
      <div className={styles.columns}>
        <StableGallery images={product.images} title={product.title} variantImage={image} />
        <div className={styles.details}>
          <ProductHeading product={product} />

          <div className={styles.priceBox}>
            <PriceText min={price.min} max={price.max} exchange={tenant.exchangeInfo} />
            {product.priceMode === 'SPU_PRICE_RANGE' && (
              <div className={styles.tiers}>
                <PriceTiers tiers={product.priceRange} quantity={total} />
              </div>
            )}
          </div>

          {!multiple && (
            <VariantPicker
              properties={product.properties}
              skus={product.skus}
              selection={selection}
              onChange={setSelection}
            />
          )}

          {!multiple && (
            <div className={styles.quantityRow}>
              <span className={styles.quantityLabel}>{t('quantity.label')}</span>
              <QuantityStepper
                value={quantity}
                min={minQuantity}
                max={stock}
                onChange={setQuantity}
                label={t('quantity.label')}
                disabled={soldOutForMinimum}
              />
              <p className={styles.note} data-testid="stock">
                {needsChoice
                  ? t('variants.choose')
                  : stock === null
                    ? ''
                    : stock > 0
                      ? t('variants.stock', { count: stock })
                      : t('variants.outOfStock')}
              </p>
              {minQuantity > 1 && <span className={styles.hint}>{t('quantity.min', { count: minQuantity })}</span>}
            </div>
          )}

          {multiple && (
            <MultiVariantForm
              product={product}
              quantities={quantities}
              onChange={(skuId, n) => {
                dispatch({ type: 'skuQuantity', skuId, value: n });
              }}
            />
          )}
          {multiple && multipleError && (
            <p role="alert" className={styles.error}>
              {multipleError}
            </p>
          )}

          <StableDoorCostPanel items={doorItems} />

          <TextInput
            label={t('message.label')}
            placeholder={t('message.placeholder')}
            value={message}
            onChange={(e) => setMessage(e.target.value.slice(0, CART_MESSAGE_MAX_LENGTH))}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: CART_MESSAGE_MAX_LENGTH } }}
            helperText={`${message.length}/${CART_MESSAGE_MAX_LENGTH}`}
          />

          <div className={styles.actions}>
            <PlainButton
              variant="contained"
              size="large"
              className={styles.action}
              startIcon={<PlainIcon d={ADD_SHOPPING_CART} />}
              disabled={adding || (loggedIn && !multiple && !canAddSingle)}
              onClick={() => {
                if (loggedIn) preloadAddedToCartNotice();
                void (multiple ? addMultiple() : addSingle());
              }}
            >
              {!loggedIn ? t('cart.loginToAdd') : multiple ? t('multiple.add') : t('cart.add')}
            </PlainButton>
            <PlainButton
              variant="outlined"
              size="large"
              className={styles.action}
              startIcon={<PlainIcon d={SHOPPING_BAG_OUTLINED} />}
              disabled={loggedIn && !multiple && !canAddSingle}
              onClick={buyNow}
            >
              {loggedIn ? t('buyNow.open') : t('buyNow.loginToBuy')}
            </PlainButton>
            {product.skus.length > 1 && (
              <PlainButton
                variant="outlined"
                size="large"
                className={styles.action}
                onPointerEnter={preloadMultiVariantForm}
                onFocus={preloadMultiVariantForm}
                onClick={() => dispatch({ type: 'toggleMultiple' })}
                aria-pressed={multiple}
              >
                {multiple ? t('multiple.close') : t('multiple.open')}
              </PlainButton>
            )}
          </div>
          {!multiple && needsChoice && loggedIn && <span className={styles.hint}>{t('variants.chooseHint')}</span>}
          {addedCount > 0 && <AddedToCartNotice key={addedCount} />}
        </div>
      </div>

      {buyLines && (
        <BuyNowDialog
          open
          onClose={() => setBuyLines(null)}
          productUrl={product.productUrl}
          items={buyLines}
          message={message}
        />
      )}
      {description}
      <hr className={styles.divider} />
      <DeferredBoundary name="watch history">
        <WhenNearViewport>
          <StableWatchHistoryList variant="cards" limit={12} />
        </WhenNearViewport>
      </DeferredBoundary>
    </div>
  );
}
