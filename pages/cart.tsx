// /cart: the shopper's cart grouped by shop, with quantities, messages to the buying agent, selection, the
// warehouse the goods go to, the selection's amounts from the server, and check out into a purchase order paid
// in the shared pay dialog (components/cart). Login required: withPage answers 307 to login on the server; _app's
// RequireLogin navigates there if the session ends in the page. The first screen is plain elements styled by
// stylesheets; the dialogs (clear the cart, pay) bring MUI with them when they open.
import { useTranslation } from 'next-i18next/pages';
import CartView from '@/components/cart/CartView';
import text from '@/components/cart/cartText.module.css';
import { loadCartPage, type CartPageProps } from '@/loaders/cart';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

export const settings = definePage({
  requireAuth: true,
  showContentHeader: true,
  // `product` for the quantity stepper's button labels, `orders` for the amounts, `cost` for the landed cost. The pay
  // dialog (pay password, email code) and a refused check-out load the `payments` and `auth` words themselves
  // (services/i18n/translationsOnDemand.ts).
  namespaces: ['cart', 'product', 'orders', 'cost'],
  breadcrumbs: [{ label: 'userMenu.cart', href: '/cart' }],
});

export const getServerSideProps = withPage(settings, loadCartPage);

const CartPage: PageWithSettings<CartPageProps> = ({ initialCart, productHrefs, initialWarehouses }) => {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageTitle title={t('title')} />
      {/* The page's one h1 (the cart's shop and summary headings sit under it), shown empty or not. */}
      <h1 className={text.pageTitle}>{t('title')}</h1>
      <CartView initialCart={initialCart} productHrefs={productHrefs} initialWarehouses={initialWarehouses} />
    </>
  );
};
CartPage.settings = settings;
export default CartPage;
