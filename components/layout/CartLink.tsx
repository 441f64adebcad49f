// "Cart (n)" in the header. A visitor is sent to login with a return to /cart.
import { useTranslation } from 'next-i18next/pages';
import PlainTextButton from '@/components/common/PlainTextButton';
import PlainIcon from '@/components/common/PlainIcon';
import { SHOPPING_CART } from '@/components/common/plainIconPaths';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';
import { loginHref } from './userMenuItems';

/** `className`: the header's text rules for the link (Header.module.css). */
export default function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { loggedIn } = useSession();
  const { count } = useCart();
  const shown = loggedIn ? count : 0;
  return (
    <PlainTextButton
      href={loggedIn ? '/cart' : loginHref('/cart')}
      startIcon={<PlainIcon d={SHOPPING_CART} />}
      data-testid="cart-link"
      className={className}
    >
      {t('header.cart', { count: shown })}
    </PlainTextButton>
  );
}
