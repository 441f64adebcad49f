// One cart line: selection, picture, title (to the product page), variant, unit price in CNY and the tenant's
// currency, the line's subtotal from the server, the quantity stepper, the message to the buying agent (saved when
// the field loses focus) and remove. A line that cannot be bought says why. On a phone the controls wrap under the
// picture and title. Memoised, with handlers that take the line's id: the cart page passes the same handlers to
// every line, so a change elsewhere on the page (check out, the order note, another line) does not draw it again.
import { memo, useState } from 'react';
import FillImage from '@/components/common/FillImage';
import { useTranslation } from 'next-i18next/pages';
import TextInput from '@/components/common/form/TextInput';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import PlainIcon from '@/components/common/PlainIcon';
import PlainIconButton from '@/components/common/PlainIconButton';
import PlainLink from '@/components/common/PlainLink';
import styles from './CartLine.module.css';
import text from './cartText.module.css';
import { DELETE_OUTLINED, IMAGE_OUTLINED } from './cartIconPaths';
import { CART_MESSAGE_MAX_LENGTH, type CartItem, type CartLineStatus, type ExchangeInfo } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { PriceText } from '@/components/product/PriceText';
import QuantityStepper from '@/components/product/QuantityStepper';

export interface CartLineProps {
  item: CartItem;
  /** What the last refresh said about this line, when it was selected. */
  status: CartLineStatus | null;
  href: string | null;
  exchange: ExchangeInfo;
  selected: boolean;
  busy: boolean;
  /** Bumped after a failed quantity change so the stepper shows the kept value again. */
  stepperKey: number;
  onSelect: (id: string, selected: boolean) => void;
  onQuantity: (id: string, quantity: number) => void;
  onMessage: (id: string, message: string) => void;
  onRemove: (id: string) => void;
  /** One of the first lines: its picture loads at once, with high priority (it is often the page's largest paint). */
  eager?: boolean;
}

const THUMB = 88;

function CartLine({
  item,
  status,
  href,
  exchange,
  selected,
  busy,
  stepperKey,
  onSelect,
  onQuantity,
  onMessage,
  onRemove,
  eager = false,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const [message, setMessage] = useState(item.message);
  const [savedMessage, setSavedMessage] = useState(item.message);
  // A new server answer with another message (e.g. from another tab) replaces an unedited field.
  if (item.message !== savedMessage) {
    if (message === savedMessage) setMessage(item.message);
    setSavedMessage(item.message);
  }
  const min = item.minQuantity ?? 1;

  const saveMessage = () => {
    if (message !== savedMessage) onMessage(item.id, message);
  };

  return (
    <li data-testid="cart-line" className={styles.line}>
      <PlainCheckbox
        checked={selected}
        onChange={(e) => onSelect(item.id, e.target.checked)}
        aria-label={t('selectItem', { title: item.title })}
        size="small"
        className={styles.checkbox}
      />
      <div className={styles.thumb}>
        {item.image ? (
          <FillImage
            src={item.image}
            alt=""
            sizes={`${THUMB}px`}
            style={{ objectFit: 'cover' }}
            preload={eager}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : (
          <PlainIcon d={IMAGE_OUTLINED} />
        )}
      </div>
      <div className={styles.details}>
        {href ? (
          <PlainLink href={href} color="inherit" underline="hover" className={`${text.body2} ${styles.title}`}>
            {item.title}
          </PlainLink>
        ) : (
          <p className={`${text.body2} ${styles.title}`}>{item.title}</p>
        )}
        {item.skuLabel && <p className={`${text.caption} ${styles.sku}`}>{item.skuLabel}</p>}
        {(status ? !status.available : !item.available) && (
          // A plain tag with the look of MUI's small warning Chip (nothing to click).
          <span data-testid="line-unavailable" className={styles.unavailable}>
            {status?.reason ? t(`unavailableReason.${status.reason}`, { stock: status.stock ?? 0 }) : t('unavailable')}
          </span>
        )}
        <div aria-label={t('unitPrice')} role="group" className={styles.price}>
          <PriceText min={item.price} max={item.price} exchange={exchange} size="small" />
        </div>
        {item.amount !== undefined && (
          <p className={`${text.body2} ${styles.subtotal}`} data-testid="line-subtotal">
            <span className={styles.subtotalLabel}>{t('subtotal')}</span>
            <MoneyText amount={item.amount} />
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          key={stepperKey}
          value={item.quantity}
          min={min}
          max={null}
          disabled={busy}
          onChange={(quantity) => {
            if (quantity !== item.quantity) onQuantity(item.id, quantity);
          }}
          label={t('quantity', { title: item.title })}
        />
        <PlainIconButton
          aria-label={t('remove', { title: item.title })}
          onClick={() => onRemove(item.id)}
          disabled={busy}
          size="small"
        >
          <PlainIcon d={DELETE_OUTLINED} size="small" />
        </PlainIconButton>
      </div>
      <TextInput
        value={message}
        onChange={(e) => setMessage(e.target.value.slice(0, CART_MESSAGE_MAX_LENGTH))}
        onBlur={saveMessage}
        label={t('message')}
        size="small"
        multiline
        maxRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: CART_MESSAGE_MAX_LENGTH } }}
        helperText={<bdi dir="ltr">{`${message.length}/${CART_MESSAGE_MAX_LENGTH}`}</bdi>}
        className={styles.message}
      />
    </li>
  );
}

export default memo(CartLine);
