// One cart line: selection, picture, title (to the product page), variant, unit price in CNY and the tenant's
// currency, the line's subtotal from the server, the quantity stepper, the message to the buying agent (saved when
// the field loses focus) and remove. A line that cannot be bought says why. On a phone the controls wrap under the
// picture and title. Memoised, with handlers that take the line's id: the cart page passes the same handlers to
// every line, so a change elsewhere on the page (check out, the order note, another line) does not draw it again.
import { memo, useState } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'next-i18next/pages';
import TextInput from '@/components/common/form/TextInput';
import styles from './CartLine.module.css';
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
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1.5,
        rowGap: 1,
        py: 1.5,
        borderBlockStart: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(e) => onSelect(item.id, e.target.checked)}
        slotProps={{ input: { 'aria-label': t('selectItem', { title: item.title }) } }}
        sx={{ p: 0.5, marginInlineStart: -0.5 }}
      />
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: THUMB,
          height: THUMB,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        {item.image ? (
          <Image src={item.image} alt="" fill sizes={`${THUMB}px`} style={{ objectFit: 'cover' }} />
        ) : (
          <ImageOutlinedIcon aria-hidden />
        )}
      </Box>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        {href ? (
          <Link
            component={NextLink}
            href={href}
            color="inherit"
            underline="hover"
            variant="body2"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
        )}
        {item.skuLabel && (
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.25 }}>
            {item.skuLabel}
          </Typography>
        )}
        {(status ? !status.available : !item.available) && (
          // A plain tag with the look of MUI's small warning Chip (nothing to click): Chip's code stays off the page.
          <Box
            component="span"
            data-testid="line-unavailable"
            sx={{
              display: 'inline-block',
              verticalAlign: 'middle',
              height: 24,
              lineHeight: '24px',
              mt: 0.5,
              maxWidth: '100%',
              px: 1,
              borderRadius: '16px',
              typography: 'body2',
              fontSize: (theme) => theme.typography.pxToRem(13),
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {status?.reason ? t(`unavailableReason.${status.reason}`, { stock: status.stock ?? 0 }) : t('unavailable')}
          </Box>
        )}
        <Box aria-label={t('unitPrice')} role="group" sx={{ mt: 0.5 }}>
          <PriceText min={item.price} max={item.price} exchange={exchange} size="small" />
        </Box>
        {item.amount !== undefined && (
          <Typography
            variant="body2"
            component="p"
            sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            data-testid="line-subtotal"
          >
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('subtotal')}
            </Box>
            <MoneyText amount={item.amount} />
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexShrink: 0,
          // Under the picture on a phone (the checkbox and picture column), beside the title on wider screens.
          marginInlineStart: { xs: `calc(${THUMB}px + 40px)`, sm: 0 },
        }}
      >
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
        <IconButton
          aria-label={t('remove', { title: item.title })}
          onClick={() => onRemove(item.id)}
          disabled={busy}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
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
    </Box>
  );
}

export default memo(CartLine);
