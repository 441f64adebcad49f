// One order in the list: number, date, state, the first pictures, shops and piece count, the warehouse, the total
// and what can be done with it. The number leads to the detail.
import { useTranslation } from 'next-i18next/pages';
import PlainLink from '@/components/common/PlainLink';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrder } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores';
import { isolate } from '@/utils/bidi';
import OrderActions from './OrderActions';
import OrderStatusChip from './OrderStatusChip';
import ProductThumb from '@/components/common/ProductThumb';
import text from './orderText.module.css';
import styles from './OrderCard.module.css';

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
    <li data-testid="order-card" aria-label={order.orderNo} className={`${text.card} ${styles.card}`}>
      <div className={styles.head}>
        <PlainLink href={orderHref(order.id)} underline="hover" className={styles.number}>
          <bdi dir="ltr">{order.orderNo}</bdi>
        </PlainLink>
        <OrderStatusChip status={order.status} />
        <span className={`${text.caption} ${text.secondary} ${styles.date}`}>
          <bdi>{format.dateTime(order.createdAt, tenant.timezoneOffset)}</bdi>
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.pictures}>
          {items.slice(0, SHOWN_PICTURES).map((item) => (
            <ProductThumb key={item.id} src={item.image} />
          ))}
        </div>
        <div className={styles.summary}>
          <p className={`${text.bodySmall} ${text.wrap}`}>
            {/* Each name wraps as one block: on a narrow right-to-left card a name split over two lines ran into the
                next one ("Crane · Pearl Home Store / Menswear Store"). */}
            {order.shops.map((shop, index) => (
              <span key={`${index}-${shop.shopName}`}>
                {index > 0 && ' · '}
                <bdi className={styles.shopName}>{shop.shopName}</bdi>
              </span>
            ))}
          </p>
          <p className={`${text.caption} ${text.secondary}`}>
            {t('list.pieces', { count: pieces })}
            {' · '}
            {t('list.warehouse', { name: isolate(order.tenantWarehouse.name) })}
          </p>
        </div>
        <div className={styles.total}>
          <p className={`${text.caption} ${text.secondary}`}>{t('amounts.total')}</p>
          <MoneyText amount={order.amounts.total} strong testId="order-total" />
        </div>
      </div>
      <div className={styles.foot}>
        <PlainLink href={orderHref(order.id)} className={text.bodySmall}>
          {t('list.details')}
        </PlainLink>
        <div className={styles.actions}>
          <OrderActions order={order} onChanged={onChanged} onCloned={onCloned} size="small" />
        </div>
      </div>
    </li>
  );
}
