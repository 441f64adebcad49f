// An order's items grouped by shop: picture, title, variant, unit price × quantity, amount, the message to the
// agent, whether the agent bought it or refunded it on its own, and once in the warehouse its inspection.
import { useTranslation } from 'next-i18next/pages';
import PlainChip from '@/components/common/PlainChip';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrderShop } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import ItemInspectionPanel from './ItemInspectionPanel';
import ProductThumb from '@/components/common/ProductThumb';
import text from './orderText.module.css';
import styles from './OrderItems.module.css';

export default function OrderItems({ shops }: { shops: PurchaseOrderShop[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <div className={styles.shops}>
      {shops.map((shop) => (
        <section
          key={shop.shopId}
          aria-label={shop.shopName}
          data-testid="order-shop"
          className={`${text.card} ${styles.shop}`}
        >
          <div className={styles.shopHead}>
            <h3 className={`${text.subtitle} ${text.wrap} ${styles.shopName}`}>
              <bdi>{shop.shopName}</bdi>
            </h3>
            <span className={`${text.caption} ${text.secondary}`}>
              {t('detail.shopShipping')} <bdi>{cnyText(format, shop.domesticShipping)}</bdi>
            </span>
          </div>
          <ul className={styles.items}>
            {shop.items.map((item) => (
              <li key={item.id} data-testid="order-item" className={styles.item}>
                <ProductThumb src={item.image} size={64} />
                <div className={styles.details}>
                  <p className={`${text.bodySmall} ${text.wrap} ${styles.title}`}>{item.title}</p>
                  {item.skuLabel && <p className={`${text.caption} ${text.secondary}`}>{item.skuLabel}</p>}
                  <p className={`${text.caption} ${text.secondary}`}>
                    <bdi>{`${cnyText(format, item.price)} × ${format.number(item.quantity)}`}</bdi>
                  </p>
                  {item.message && (
                    <p className={`${text.caption} ${text.wrap}`}>{t('detail.message', { message: item.message })}</p>
                  )}
                  {item.status === 'REFUNDED' && (
                    <PlainChip
                      color="warning"
                      variant="outlined"
                      className={styles.itemState}
                      label={t('detail.itemRefunded', { amount: cnyText(format, item.refundedAmount) })}
                    />
                  )}
                  {item.status === 'BOUGHT' && (
                    <PlainChip
                      color="success"
                      variant="outlined"
                      className={styles.itemState}
                      label={t('detail.itemBought')}
                    />
                  )}
                  {item.inspection && (
                    <ItemInspectionPanel itemId={item.id} title={item.title} inspection={item.inspection} />
                  )}
                </div>
                <div className={styles.amount}>
                  <MoneyText amount={item.amount} style={{ flexDirection: 'column', alignItems: 'flex-end' }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
