// /cart (components/cart/CartView): lines grouped by shop, server answers replace the cart, failures keep the old
// values with the translated error, remove and clear call DELETE, the selection is priced by the server for the
// chosen warehouse (never added up here), unavailable lines are flagged, the selection and warehouse survive a
// reload, check out makes an order and opens the pay dialog, and an empty cart links home.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type {
  Cart,
  CartItem,
  CartRefreshRequest,
  CartRefreshResponse,
  PurchaseOrder,
  TenantWarehouse,
} from '@/contract';
import CartView from '@/components/cart/CartView';
import { cartLineHrefs } from '@/loaders/cart';
import { EMPTY_CART, cartItems } from '@/services/cart';
import { productHref } from '@/utils/productHref';
import type { Route } from '../fixtures/fakeApi';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enCart from '@/locales/en/cart.json';
import enProduct from '@/locales/en/product.json';
import enAuth from '@/locales/en/auth.json';
import enOrders from '@/locales/en/orders.json';
import enPayments from '@/locales/en/payments.json';

// Counts how often a line is drawn (each line has one quantity stepper), to hold the page to its rule that a step
// which changes no line does not draw the lines again. The stepper itself is the real one.
const stepperRenders = { count: 0 };
jest.mock('@/components/product/QuantityStepper', () => {
  const actual = jest.requireActual<typeof import('@/components/product/QuantityStepper')>(
    '@/components/product/QuantityStepper',
  );
  const Real = actual.default;
  return {
    ...actual,
    __esModule: true,
    default: (props: Parameters<typeof Real>[0]) => {
      stepperRenders.count += 1;
      return <Real {...props} />;
    },
  };
});

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

function item(id: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productUrl: `https://item.taobao.com/item.htm?id=${id}`,
    productId: id,
    platform: 'Taobao',
    title: `Item ${id}`,
    image: '',
    productSkuId: null,
    skuLabel: '',
    quantity: 1,
    price: 10,
    message: '',
    available: true,
    ...overrides,
  };
}

function makeCart(lines: { a?: CartItem[]; b?: CartItem[] } = {}): Cart {
  const a = lines.a ?? [
    item('c1', {
      title: 'Red dress',
      skuLabel: 'Colour: Red; Size: M',
      quantity: 2,
      price: 12.5,
      amount: 24.9,
      minQuantity: 2,
    }),
    item('c2', { title: 'Blue hat', quantity: 3, price: 1.1 }),
  ];
  const b = lines.b ?? [item('c3', { title: 'Phone case', quantity: 1, price: 8, amount: 8 })];
  const shops = [
    { shopId: 'sa', shopName: 'Alpha Store', cartItems: a },
    { shopId: 'sb', shopName: 'Beta Shop', cartItems: b },
  ].filter((shop) => shop.cartItems.length > 0);
  return { cartShops: shops, totalQuantity: [...a, ...b].reduce((n, i) => n + i.quantity, 0) };
}

const profile = makeProfile();
const calls = (list: InternalAxiosRequestConfig[], method: string, url: string) =>
  list.filter((c) => (c.method ?? 'get').toUpperCase() === method && c.url === url);

const WAREHOUSES: TenantWarehouse[] = [
  {
    id: 'w1',
    name: 'Guangzhou',
    region: 'CHINA',
    country: 'CN',
    address: '1 Baiyun Road, Guangzhou',
    contactName: 'Li',
    contactPhone: '1',
    postcode: '510000',
  },
  {
    id: 'w2',
    name: 'Yiwu',
    region: 'CHINA',
    country: 'CN',
    address: '9 Futian Road, Yiwu',
    contactName: 'Wang',
    contactPhone: '2',
    postcode: '322000',
  },
];

/** A refresh answer: the server's own amounts for the selection (fixed numbers, so nothing here adds up). */
function quoteFor(
  cart: Cart,
  unavailable: Record<string, { reason: 'OUT_OF_STOCK' | 'PRODUCT_GONE'; stock: number | null }> = {},
) {
  return (config: InternalAxiosRequestConfig): CartRefreshResponse => {
    const body = JSON.parse(String(config.data)) as CartRefreshRequest;
    const warehouse = WAREHOUSES.find((w) => w.id === body.tenantWarehouseId) ?? WAREHOUSES[0]!;
    const shipping = warehouse.id === 'w2' ? 15 : 12;
    return {
      cart,
      selectedIds: body.cartItemIds,
      lines: body.cartItemIds.map((id) => ({
        cartItemId: id,
        available: !unavailable[id],
        reason: unavailable[id]?.reason ?? null,
        stock: unavailable[id]?.stock ?? null,
      })),
      amounts: { goods: 24.9, domesticShipping: shipping, serviceFee: 2, total: 26.9 + shipping },
      feeRule: { serviceFeePercent: 5, minServiceFee: 2, domesticShippingPerShop: shipping },
      tenantWarehouse: warehouse,
    };
  };
}

const ORDER = {
  id: 'o1',
  orderNo: 'PO-1',
  status: 'PENDING_PAYMENT',
  paymentNo: 'PAY-1',
  amounts: { goods: 32.9, domesticShipping: 12, serviceFee: 2, total: 46.9 },
  actions: { canPay: true, canClone: true, canClose: true },
} as unknown as PurchaseOrder;

const refreshBodies = (list: InternalAxiosRequestConfig[]) =>
  calls(list, 'POST', '/front/cart/refresh').map((c) => JSON.parse(String(c.data)) as CartRefreshRequest);

/** Renders, then lets the cart store's first sync (a GET on mount) land. */
async function renderCart(
  initialCart: Cart | null,
  routes: Routes = {},
  productHrefs?: Record<string, string>,
  api?: Record<string, Route>,
  initialWarehouses?: TenantWarehouse[],
) {
  const ui = (
    <CartView initialCart={initialCart} productHrefs={productHrefs} initialWarehouses={initialWarehouses ?? null} />
  );
  const view = renderWithProviders(ui, {
    profile,
    path: '/cart',
    routes: { '/front/cart': initialCart ?? EMPTY_CART, '/front/tenant-warehouses': WAREHOUSES, ...routes },
    namespaces: { cart: enCart, product: enProduct, orders: enOrders, payments: enPayments, auth: enAuth },
    ...(api ? { api } : {}),
  });
  await waitFor(() => expect(calls(view.calls, 'GET', '/front/cart').length).toBeGreaterThanOrEqual(1));
  await act(async () => {});
  return view;
}

const line = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
// The product link key renderWithProviders gives the storefront.
const PRODUCT_LINK_KEY = 'test-link-key';
const quantityField = (title: string) => screen.getByRole('textbox', { name: `Quantity of ${title}` });
const summary = () => screen.getByTestId('cart-summary');
/** Chooses the warehouse named `name` in the summary's select. */
async function chooseWarehouse(name: string) {
  const select = within(summary()).getByRole('combobox', { name: 'Warehouse in China' });
  const option = within(select).getByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
}

/** Lines open selected; the tests that build a selection of their own untick them all first. */
async function untickAll() {
  const all = screen.getByRole('checkbox', { name: 'Select all' });
  await waitFor(() => expect(all).toBeChecked());
  fireEvent.click(all);
  await waitFor(() =>
    expect(within(summary()).getByText('Select the items to buy to see the price.')).toBeInTheDocument(),
  );
}

describe('CartView', () => {
  // The page remembers the selection and warehouse in localStorage: every test starts from a fresh browser.
  beforeEach(() => window.localStorage.clear());
  jest.setTimeout(30_000);

  it('groups lines by shop with the product link, variant and both prices', async () => {
    await renderCart(makeCart());
    const alpha = screen.getByRole('region', { name: 'Alpha Store' });
    const beta = screen.getByRole('region', { name: 'Beta Shop' });
    expect(within(alpha).getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(beta).getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(beta).getByText('Phone case')).toBeInTheDocument();
    const link = within(alpha).getByRole('link', { name: 'Red dress' });
    expect(link.getAttribute('href')).toMatch(/^\/product\?url=[A-Za-z0-9_-]+$/);
    expect(link.getAttribute('href')).not.toContain('taobao');
    expect(within(alpha).getByText('Colour: Red; Size: M')).toBeInTheDocument();
    expect(within(line('Red dress')).getByTestId('price-cny')).toHaveTextContent('CNY 12.50');
    expect(within(line('Red dress')).getByTestId('price-converted')).toHaveTextContent('≈ USD 1.74');
    expect(quantityField('Red dress')).toHaveValue('2');
    // The product minimum is the stepper's floor.
    expect(within(line('Red dress')).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it("loads the first three lines' pictures at once and first, the others when they near the screen", async () => {
    const pictured = (id: string) => item(id, { title: `Item ${id}`, image: `/api/files/catalogue/${id}.jpg` });
    const { container } = await renderCart(
      makeCart({ a: [pictured('p1'), pictured('p2')], b: [pictured('p3'), pictured('p4')] }),
    );
    const images = [...container.querySelectorAll<HTMLImageElement>('[data-testid="cart-line"] img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, null, null, 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', null]);
  });

  it('links the lines to the addresses the server made for them, the same the browser makes', async () => {
    const cart = makeCart();
    const hrefs = cartLineHrefs(cart, PRODUCT_LINK_KEY);
    expect(hrefs).toEqual(
      Object.fromEntries(
        cartItems(cart).map((item) => [item.productUrl, productHref(item.productUrl, PRODUCT_LINK_KEY)]),
      ),
    );
    const [first] = cartItems(cart);
    await renderCart(cart, {}, { [first!.productUrl]: '/product?url=from-the-server' });
    expect(within(line(first!.title)).getByRole('link', { name: first!.title })).toHaveAttribute(
      'href',
      '/product?url=from-the-server',
    );
  });

  it('changes a quantity with PUT, shows the server answer and refreshes the header cart', async () => {
    const after = makeCart();
    after.cartShops[0]!.cartItems[1] = { ...after.cartShops[0]!.cartItems[1]!, quantity: 4, amount: 4.4 };
    const { calls: list } = await renderCart(makeCart(), { 'PUT /front/cart/c2/quantity': () => after });
    const gets = calls(list, 'GET', '/front/cart').length;
    fireEvent.click(within(line('Blue hat')).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(quantityField('Blue hat')).toHaveValue('4'));
    const put = calls(list, 'PUT', '/front/cart/c2/quantity');
    expect(put).toHaveLength(1);
    expect(put[0]!.params).toEqual({ quantity: 4 });
    // No body at all: axios sends a null body as an empty form, which the API refuses (415).
    expect(put[0]!.data).toBeUndefined();
    await waitFor(() => expect(calls(list, 'GET', '/front/cart').length).toBe(gets + 1));
  });

  it('keeps the old quantity and shows the translated error when the server refuses', async () => {
    await renderCart(makeCart(), {
      'PUT /front/cart/c1/quantity': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, { code: 'OUT_OF_STOCK', message: 'raw server text' }),
    });
    const field = quantityField('Red dress');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(await screen.findByText('This item is out of stock.')).toBeInTheDocument();
    await waitFor(() => expect(quantityField('Red dress')).toHaveValue('2'));
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
  });

  it('saves the message to the agent when the field loses focus', async () => {
    const after = makeCart();
    after.cartShops[1]!.cartItems[0] = { ...after.cartShops[1]!.cartItems[0]!, message: 'Gift wrap please' };
    const { calls: list } = await renderCart(makeCart(), { 'PUT /front/cart/c3/message': () => after });
    const field = within(line('Phone case')).getByRole('textbox', { name: 'Message to the buying agent' });
    fireEvent.change(field, { target: { value: 'Gift wrap please' } });
    expect(calls(list, 'PUT', '/front/cart/c3/message')).toHaveLength(0);
    fireEvent.blur(field);
    await waitFor(() => expect(calls(list, 'PUT', '/front/cart/c3/message')).toHaveLength(1));
    expect(JSON.parse(String(calls(list, 'PUT', '/front/cart/c3/message')[0]!.data))).toEqual({
      message: 'Gift wrap please',
    });
    fireEvent.blur(field);
    expect(calls(list, 'PUT', '/front/cart/c3/message')).toHaveLength(1);
  });

  it('removes a line with DELETE and clears the cart after confirming', async () => {
    const withoutHat = makeCart({ a: [makeCart().cartShops[0]!.cartItems[0]!] });
    const { calls: list } = await renderCart(makeCart(), {
      'DELETE /front/cart/c2': () => withoutHat,
      'DELETE /front/cart': () => EMPTY_CART,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blue hat' }));
    await waitFor(() => expect(screen.queryByText('Blue hat')).not.toBeInTheDocument());
    expect(calls(list, 'DELETE', '/front/cart/c2')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the cart?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(list, 'DELETE', '/front/cart')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(calls(list, 'DELETE', '/front/cart')).toHaveLength(1);
    // The button pressed is gone with the lines: the focus is on what the page now says.
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toHaveFocus());
  });

  it('prices the selection on the server for the chosen warehouse and shows its amounts', async () => {
    const { calls: list } = await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    await untickAll();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Red dress' }));
    await waitFor(() => expect(refreshBodies(list).at(-1)).toEqual({ cartItemIds: ['c1'], tenantWarehouseId: 'w1' }));
    await waitFor(() => expect(within(summary()).getByTestId('amount-total')).toHaveTextContent('CNY 38.90'));
    expect(within(summary()).getByTestId('amount-goods')).toHaveTextContent('CNY 24.90');
    expect(within(summary()).getByTestId('amount-shipping')).toHaveTextContent('CNY 12.00');
    expect(within(summary()).getByTestId('amount-fee')).toHaveTextContent('CNY 2.00');
    expect(within(summary()).getByTestId('amount-total')).toHaveTextContent('≈ USD 5.40');
    // The line's subtotal is the server's amount (24.90), not 12.50 × 2.
    expect(within(line('Red dress')).getByTestId('line-subtotal')).toHaveTextContent('CNY 24.90');

    await chooseWarehouse('Yiwu');
    await waitFor(() => expect(refreshBodies(list).at(-1)).toEqual({ cartItemIds: ['c1'], tenantWarehouseId: 'w2' }));
    await waitFor(() => expect(within(summary()).getByTestId('amount-shipping')).toHaveTextContent('CNY 15.00'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all items from Beta Shop' }));
    await waitFor(() => expect(refreshBodies(list).at(-1)?.cartItemIds.sort()).toEqual(['c1', 'c3']));
    expect(within(summary()).getByText('Selected items: 2')).toBeInTheDocument();
  });

  it('marks select all and a shop as partly chosen while only some of their lines are', async () => {
    await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    const alpha = screen.getByRole('checkbox', { name: 'Select all items from Alpha Store' });
    await waitFor(() => expect(all).toBeChecked());
    expect(all).toHaveAttribute('data-indeterminate', 'false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Blue hat' }));
    await waitFor(() => expect(all).not.toBeChecked());
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(alpha).not.toBeChecked();
    expect(alpha).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select all items from Beta Shop' })).toHaveAttribute(
      'data-indeterminate',
      'false',
    );
    // Ticking the partly chosen shop selects all of its lines.
    fireEvent.click(alpha);
    await waitFor(() => expect(all).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select Blue hat' })).toBeChecked();
  });

  it('says when the price could not be updated and prices again on Try again', async () => {
    let refused = false;
    const quote = quoteFor(makeCart());
    const { calls: list } = await renderCart(makeCart(), {
      'POST /front/cart/refresh': (config: InternalAxiosRequestConfig) => {
        if (!refused) {
          refused = true;
          return apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'raw server text' });
        }
        return quote(config);
      },
    });
    // The summary's own alert (the door-cost panel below it has its own).
    const alert = (await within(summary()).findByText(/The price could not be updated\./)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(summary()).queryByTestId('amount-total')).not.toBeInTheDocument();
    const asked = refreshBodies(list).length;
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(summary()).getByTestId('amount-total')).toHaveTextContent('CNY 38.90'));
    expect(refreshBodies(list).length).toBe(asked + 1);
    expect(within(summary()).queryByText(/The price could not be updated\./)).not.toBeInTheDocument();
  });

  it('flags a selected line that cannot be bought with its reason and holds check out', async () => {
    await renderCart(makeCart(), {
      'POST /front/cart/refresh': quoteFor(makeCart(), { c3: { reason: 'OUT_OF_STOCK', stock: 0 } }),
    });
    await untickAll();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await within(line('Phone case')).findByTestId('line-unavailable')).toHaveTextContent(
      'Not enough stock: 0 left',
    );
    expect(within(summary()).getByText(/cannot be bought now: 1/)).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Phone case' }));
    await waitFor(() => expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeEnabled());
    expect(within(line('Phone case')).queryByTestId('line-unavailable')).not.toBeInTheDocument();
  });

  it('checks the selection out into one order, then opens the pay dialog for it', async () => {
    const left = makeCart({ a: [makeCart().cartShops[0]!.cartItems[1]!], b: [] });
    let ordered = false;
    const view = await renderCart(makeCart(), {
      '/front/cart': () => (ordered ? left : makeCart()),
      'POST /front/cart/refresh': (config: InternalAxiosRequestConfig) => quoteFor(ordered ? left : makeCart())(config),
      'POST /front/purchase-orders': () => {
        ordered = true;
        return ORDER;
      },
      '/front/user-account': {
        balance: 500,
        frozen: 0,
        available: 500,
        hasPayPassword: true,
        payPasswordLockedUntil: null,
      },
    });
    await untickAll();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Red dress' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Phone case' }));
    await waitFor(() => expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeEnabled());
    fireEvent.change(within(summary()).getByRole('textbox', { name: 'Note for the buying agent (optional)' }), {
      target: { value: ' Fast please ' },
    });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay from balance' });
    const body = JSON.parse(String(calls(view.calls, 'POST', '/front/purchase-orders')[0]?.data)) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      cartItemIds: expect.arrayContaining(['c1', 'c3']),
      tenantWarehouseId: 'w1',
      remark: 'Fast please',
    });
    expect(within(dialog).getByTestId('pay-description')).toHaveTextContent('Purchase order PO-1');
    expect(await within(dialog).findByTestId('pay-amount')).toHaveTextContent('CNY 46.90');
    // The ordered lines left the cart.
    await waitFor(() => expect(screen.queryByText('Phone case')).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.router.push).toHaveBeenCalledWith('/my/purchase?id=o1'));
  });

  it('draws no line again while the order note is typed or check out starts', async () => {
    let answerOrder: () => void = () => {};
    await renderCart(
      makeCart(),
      {
        'POST /front/cart/refresh': quoteFor(makeCart()),
        '/front/user-account': {
          balance: 500,
          frozen: 0,
          available: 500,
          hasPayPassword: true,
          payPasswordLockedUntil: null,
        },
      },
      undefined,
      {
        // The order is made only when the test says so: the page is looked at while check out is under way.
        'POST /front/purchase-orders': () =>
          new Promise((resolve) => {
            answerOrder = () => resolve({ status: 200, data: ORDER });
          }),
      },
    );
    const checkout = within(summary()).getByRole('button', { name: 'Check out' });
    await waitFor(() => expect(checkout).toBeEnabled());
    stepperRenders.count = 0;
    fireEvent.change(within(summary()).getByRole('textbox', { name: 'Note for the buying agent (optional)' }), {
      target: { value: 'Soon' },
    });
    fireEvent.click(checkout);
    expect(checkout).toBeDisabled();
    expect(stepperRenders.count).toBe(0);
    // While the order is being made the list says it is busy and takes no input: it turns inert after the frame
    // that answers the press, so restyling the lines does not delay that answer.
    const list = line('Red dress').closest('[aria-busy]');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveAttribute('inert');
    await waitFor(() => expect(list).toHaveAttribute('inert'));
    await act(async () => answerOrder());
    await screen.findByRole('dialog', { name: 'Pay from balance' });
  });

  it('opens with every line selected, so Check out is ready at once', async () => {
    const { calls: list } = await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked());
    for (const title of ['Red dress', 'Blue hat', 'Phone case']) {
      expect(screen.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    }
    await waitFor(() => expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeEnabled());
    expect(refreshBodies(list).at(-1)?.cartItemIds.sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('keeps a line the shopper unticked unticked, and selects a line added since the last visit', async () => {
    const first = await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Blue hat' })).toBeChecked());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Blue hat' }));
    await waitFor(() => expect(refreshBodies(first.calls).at(-1)?.cartItemIds.sort()).toEqual(['c1', 'c3']));
    first.unmount();
    const grown = makeCart({ b: [item('c3', { title: 'Phone case' }), item('c4', { title: 'Green scarf' })] });
    await renderCart(grown, { 'POST /front/cart/refresh': quoteFor(grown) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Green scarf' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select Blue hat' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Red dress' })).toBeChecked();
  });

  it('keeps the selection and the warehouse across a reload', async () => {
    const first = await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    await untickAll();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Phone case' }));
    await chooseWarehouse('Yiwu');
    await waitFor(() =>
      expect(refreshBodies(first.calls).at(-1)).toEqual({ cartItemIds: ['c3'], tenantWarehouseId: 'w2' }),
    );
    first.unmount();
    // renderWithProviders starts from fresh stores; only this browser's storage carries the choice over.
    const second = await renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Phone case' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select Red dress' })).not.toBeChecked();
    await waitFor(() =>
      expect(refreshBodies(second.calls).at(-1)).toEqual({ cartItemIds: ['c3'], tenantWarehouseId: 'w2' }),
    );
  });

  it('draws the warehouses the server loaded without asking again, then restores the remembered one', async () => {
    // The page as the server sends it: the warehouses in its data.
    const renderWithWarehouses = () =>
      renderCart(makeCart(), { 'POST /front/cart/refresh': quoteFor(makeCart()) }, undefined, undefined, WAREHOUSES);
    const first = await renderWithWarehouses();
    expect(calls(first.calls, 'GET', '/front/tenant-warehouses')).toHaveLength(0);
    expect(within(summary()).getByText(WAREHOUSES[0]!.address)).toBeInTheDocument();
    await chooseWarehouse('Yiwu');
    await waitFor(() => expect(refreshBodies(first.calls).at(-1)?.tenantWarehouseId).toBe('w2'));
    first.unmount();
    const second = await renderWithWarehouses();
    await waitFor(() => expect(within(summary()).getByText(WAREHOUSES[1]!.address)).toBeInTheDocument());
    await waitFor(() => expect(refreshBodies(second.calls).at(-1)?.tenantWarehouseId).toBe('w2'));
    // The selection and the remembered warehouse arrive together: the selection is priced once, for the right one.
    expect(refreshBodies(second.calls).map((body) => body.tenantWarehouseId)).toEqual(['w2']);
    expect(calls(second.calls, 'GET', '/front/tenant-warehouses')).toHaveLength(0);
  });

  it('loads the cart in the browser when the server could not', async () => {
    await renderCart(null, { '/front/cart': makeCart() });
    expect(await screen.findByText('Phone case')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(3);
  });

  it('shows an empty cart with a link home', async () => {
    await renderCart(EMPTY_CART);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('cart-summary')).not.toBeInTheDocument();
  });
});
