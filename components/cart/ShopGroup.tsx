// One shop's lines in the cart, with a checkbox that selects or clears all of them.
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { CartShop } from '@/contract';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import styles from './ShopGroup.module.css';
import text from './cartText.module.css';

export default function ShopGroup({
  shop,
  selected,
  onSelectShop,
  children,
}: {
  shop: CartShop;
  selected: ReadonlySet<string>;
  onSelectShop: (on: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const ids = shop.cartItems.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <section aria-label={shop.shopName} data-testid="cart-shop" className={styles.group}>
      <div className={styles.header}>
        <PlainCheckbox
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => onSelectShop(e.target.checked)}
          aria-label={t('selectShop', { shop: shop.shopName })}
          size="small"
          className={styles.checkbox}
        />
        <h2 className={text.shopName}>
          <bdi>{shop.shopName}</bdi>
        </h2>
      </div>
      <ul className={styles.lines}>{children}</ul>
    </section>
  );
}
