// "Cart (n)" in the header. A visitor is sent to login with a return to /cart.
import { useTranslation } from 'next-i18next/pages';
import PlainTextButton from '@/components/common/PlainTextButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';
import { loginHref } from './userMenuItems';

/** The link's text rules, in the header's one style (Header.tsx) rather than a Button sx per render. */
export const CART_LINK_CLASS = 'Header-cartLink';

export default function CartLink() {
  const { t } = useTranslation('common');
  const { loggedIn } = useSession();
  const { count } = useCart();
  const shown = loggedIn ? count : 0;
  return (
    <PlainTextButton
      href={loggedIn ? '/cart' : loginHref('/cart')}
      startIcon={<ShoppingCartIcon />}
      data-testid="cart-link"
      className={CART_LINK_CLASS}
    >
      {t('header.cart', { count: shown })}
    </PlainTextButton>
  );
}
