// "Add several variants": every SKU with its price and stock and a quantity of its own; the lines with a
// quantity go to the cart in one call. For a wholesale item the tier follows the total of all lines. Plain
// elements styled by a static stylesheet: no style work when the list renders.
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { shownPrice } from './priceTier';
import { multipleTotal } from './productChoice';
import QuantityStepper from './QuantityStepper';
import { skuLabel } from './sku';
import styles from './MultiVariantForm.module.css';

export default function MultiVariantForm({
  product,
  quantities,
  onChange,
}: {
  product: Product;
  quantities: Record<string, number>;
  onChange: (skuId: string, quantity: number) => void;
}) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const total = multipleTotal(quantities);
  return (
    <section aria-label={t('multiple.title')} className={styles.form}>
      <ul className={styles.lines}>
        {product.skus.map((sku) => {
          const label = skuLabel(product, sku) || product.title;
          const price = shownPrice(product, sku, Math.max(total, 1)).min;
          const soldOut = sku.stock <= 0;
          return (
            <li key={sku.skuId} className={styles.line} data-testid="multi-line">
              <div className={styles.about}>
                <p className={styles.name} title={label}>
                  {label}
                </p>
                <p className={styles.price}>
                  <bdi>{format.money(price, BASE_CURRENCY)}</bdi>
                  {' · '}
                  {soldOut ? t('variants.outOfStock') : t('variants.stock', { count: sku.stock })}
                </p>
              </div>
              <QuantityStepper
                value={quantities[sku.skuId] ?? 0}
                min={0}
                max={Math.max(0, sku.stock)}
                disabled={soldOut}
                label={t('multiple.quantityFor', { name: label })}
                onChange={(n) => onChange(sku.skuId, n)}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>{t('multiple.total', { count: total })}</p>
    </section>
  );
}
