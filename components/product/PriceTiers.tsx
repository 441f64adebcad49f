// Wholesale price tiers (SPU_PRICE_RANGE), sorted by startQuantity, the tier for the current quantity marked.
// Plain elements styled by a static stylesheet: no style work when the page renders.
import { useTranslation } from 'next-i18next/pages';
import type { PriceTier } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { sortTiers, tierIndexFor } from './priceTier';
import styles from './PriceTiers.module.css';

export default function PriceTiers({ tiers, quantity }: { tiers: readonly PriceTier[]; quantity: number }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const sorted = sortTiers(tiers);
  if (sorted.length === 0) return null;
  const active = tierIndexFor(sorted, quantity);
  return (
    <section aria-label={t('price.tiers')}>
      <p className={styles.caption}>{t('price.tiers')}</p>
      <ol className={styles.list}>
        {sorted.map((tier, i) => (
          <li
            key={tier.startQuantity}
            className={styles.tier}
            aria-current={i === active ? 'true' : undefined}
            data-testid="price-tier"
          >
            <p className={styles.price}>
              <bdi>{format.money(tier.price, BASE_CURRENCY)}</bdi>
            </p>
            <p className={styles.from}>{t('price.tierFrom', { count: tier.startQuantity })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
