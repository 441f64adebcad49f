// /cart (components/cart/CartView): lines grouped by shop, server answers replace the cart, failures keep the old
// values with the translated error, remove and clear call DELETE, the selection's total comes from the server's
// line amounts, and an empty cart links home.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Cart, CartItem } from '@/contract';
import CartView from '@/components/cart/CartView';
import { EMPTY_CART } from '@/services/cart';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enCart from '@/locales/en/cart.json';
import enProduct from '@/locales/en/product.json';

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

function item(id: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id, productUrl: `https://item.taobao.com/item.htm?id=${id}`, productId: id, platform: 'Taobao', title: `Item ${id}`,
    image: '', productSkuId: null, skuLabel: '', quantity: 1, price: 10, message: '', available: true, ...overrides,
  };
}

function makeCart(lines: { a?: CartItem[]; b?: CartItem[] } = {}): Cart {
  const a = lines.a ?? [
    item('c1', { title: 'Red dress', skuLabel: 'Colour: Red; Size: M', quantity: 2, price: 12.5, amount: 24.9, minQuantity: 2 }),
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

/** Renders, then lets the cart store's first sync (a GET on mount) land. */
async function renderCart(initialCart: Cart | null, routes: Routes = {}) {
  const view = renderWithProviders(<CartView initialCart={initialCart} />, {
    profile,
    path: '/cart',
    routes: { '/front/cart': initialCart ?? EMPTY_CART, ...routes },
    namespaces: { cart: enCart, product: enProduct },
  });
  await waitFor(() => expect(calls(view.calls, 'GET', '/front/cart').length).toBeGreaterThanOrEqual(1));
  await act(async () => {});
  return view;
}

const line = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const quantityField = (title: string) => screen.getByRole('textbox', { name: `Quantity of ${title}` });
const summary = () => screen.getByTestId('cart-summary');

describe('CartView', () => {
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
    expect(JSON.parse(String(calls(list, 'PUT', '/front/cart/c3/message')[0]!.data))).toEqual({ message: 'Gift wrap please' });
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
  });

  it('totals the selected lines from the server amounts (price × quantity only without one)', async () => {
    await renderCart(makeCart());
    expect(within(summary()).getByText('Selected items: 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Red dress' }));
    // The server's amount (24.90), not 12.50 × 2.
    await waitFor(() => expect(within(summary()).getByTestId('price-cny')).toHaveTextContent('CNY 24.90'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all items from Alpha Store' }));
    // 24.90 + 1.10 × 3 (no amount on that line).
    await waitFor(() => expect(within(summary()).getByTestId('price-cny')).toHaveTextContent('CNY 28.20'));
    expect(within(summary()).getByText('Selected items: 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(within(summary()).getByTestId('price-cny')).toHaveTextContent('CNY 36.20'));
    expect(within(summary()).getByTestId('price-converted')).toHaveTextContent('≈ USD 5.03');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Phone case' }));
    await waitFor(() => expect(within(summary()).getByText('Selected items: 2')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
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
