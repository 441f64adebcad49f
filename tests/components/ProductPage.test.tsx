import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductView from '@/components/product/ProductView';
import { ProductNotFound, ProductWrongLink } from '@/components/product/ProductStates';
import { productOutcome } from '@/loaders/product';
import { createHttp } from '@/services/http';
import { useCart } from '@/stores';
import { readWatchHistory } from '@/stores/watchHistory';
import { encryptProductLink } from '@/utils/productLinkCipher';
import { installFakeApi } from '../fixtures/fakeApi';
import { LINK_KEY, makeProfile, renderPage, retailProduct, wholesaleProduct } from './ProductPage.harness';

/** What the header's cart link reads. */
function CartCount() {
  return <output data-testid="cart-count">{useCart().count}</output>;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('product page view', () => {
  it('shows title, shop, platform, price range and breadcrumbs with the search keyword', () => {
    renderPage(<ProductView product={retailProduct()} keyword="linen dress" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Linen summer dress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dragon Fashion' })).toHaveAttribute('href', 'https://shop1.taobao.com');
    // The shop's other products, on the listing page by its id.
    expect(screen.getByRole('link', { name: 'More from this shop' })).toHaveAttribute(
      'href',
      '/product-search?shopId=s1&title=Dragon+Fashion',
    );
    expect(screen.getByTestId('platform-badge')).toHaveTextContent('Taobao');
    expect(screen.getByTestId('price-cny')).toHaveTextContent('CNY 50.00–60.00');
    // GlobalBuy's rate 0.1389 USD.
    expect(screen.getByTestId('price-converted')).toHaveTextContent('USD 6.94–8.33');
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: '“linen dress”' })).toHaveAttribute(
      'href',
      '/product-search?keyword=linen+dress',
    );
    expect(within(trail).getByText('Linen summer dress')).toHaveAttribute('aria-current', 'page');
  });

  it('disables combinations without a SKU or stock, shows the chosen SKU price, stock and its image', () => {
    renderPage(<ProductView product={retailProduct()} keyword={null} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    // red-M is sold out.
    expect(screen.getByRole('radio', { name: 'M (not available)' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByTestId('price-cny')).toHaveTextContent('CNY 50.00');
    expect(screen.getByTestId('stock')).toHaveTextContent('In stock: 4');
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toContain(
      encodeURIComponent('/api/files/p/red.jpg'),
    );
    // Blue only exists in M: with S chosen, blue is disabled.
    expect(screen.getByRole('radio', { name: 'Blue (not available)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('makes each option row a radio group with one Tab stop and arrow keys that choose the next value', () => {
    renderPage(<ProductView product={retailProduct()} keyword={null} />);
    const colour = screen.getByRole('radiogroup', { name: 'Colour' });
    const red = within(colour).getByRole('radio', { name: 'Red' });
    const blue = within(colour).getByRole('radio', { name: 'Blue' });
    // Nothing chosen yet: the first value is the row's one Tab stop.
    expect(red).toHaveAttribute('tabindex', '0');
    expect(blue).toHaveAttribute('tabindex', '-1');
    act(() => red.focus());
    fireEvent.keyDown(red, { key: 'ArrowRight' });
    expect(blue).toHaveAttribute('aria-checked', 'true');
    expect(blue).toHaveFocus();
    expect(blue).toHaveAttribute('tabindex', '0');
    expect(red).toHaveAttribute('tabindex', '-1');
    // Past the last value it wraps to the first; an arrow never clears the choice.
    fireEvent.keyDown(blue, { key: 'ArrowDown' });
    expect(red).toHaveAttribute('aria-checked', 'true');
    expect(red).toHaveFocus();
    fireEvent.keyDown(red, { key: 'ArrowLeft' });
    expect(blue).toHaveAttribute('aria-checked', 'true');
    // Blue exists only in M: the size row skips S, which is not available with blue.
    const size = screen.getByRole('radiogroup', { name: /^Size/ });
    expect(within(size).getByRole('radio', { name: 'S (not available)' })).toHaveAttribute('tabindex', '-1');
    const m = within(size).getByRole('radio', { name: 'M' });
    expect(m).toHaveAttribute('tabindex', '0');
    act(() => m.focus());
    fireEvent.keyDown(m, { key: 'ArrowRight' });
    expect(m).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the quantity between the minimum and the chosen SKU stock', () => {
    renderPage(<ProductView product={retailProduct()} keyword={null} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 6; i += 1) fireEvent.click(increase);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(increase).toBeDisabled();
  });

  it('highlights the price tier for the chosen quantity and prices by it', () => {
    renderPage(<ProductView product={wholesaleProduct()} keyword={null} />);
    const tiers = screen.getAllByTestId('price-tier');
    expect(tiers.map((tier) => tier.textContent?.replace(/\s/g, ' '))).toEqual([
      'CNY 12.00From 2 pcs',
      'CNY 10.00From 50 pcs',
      'CNY 8.00From 100 pcs',
    ]);
    expect(tiers[0]).toHaveAttribute('aria-current', 'true');
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '60' } });
    fireEvent.blur(field);
    expect(screen.getAllByTestId('price-tier')[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByTestId('price-tier')[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('price-cny')).toHaveTextContent('CNY 10.00');
  });

  it('records the product in the watch history on view and lists it as recently viewed', async () => {
    renderPage(<ProductView product={retailProduct()} keyword={null} />);
    expect(readWatchHistory()[0]).toMatchObject({
      productId: '1001',
      name: 'Linen summer dress',
      price: 50,
      channel: 'Taobao',
    });
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
  });

  it('still renders when the watch history cannot be written', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderPage(<ProductView product={retailProduct()} keyword={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Linen summer dress' })).toBeInTheDocument();
  });
});

describe('product page states', () => {
  it('says once, on the page, that a link cannot be opened: no modal repeating it in other words', async () => {
    renderPage(<ProductWrongLink link="https://example.com/x" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This product link cannot be opened' })).toBeInTheDocument();
    expect(screen.getByTestId('wrong-link')).toHaveTextContent('https://example.com/x');
    expect(
      screen.getByText('Paste a product link from Taobao, Tmall, 1688, JD, Yiwugou or Poizon.'),
    ).toBeInTheDocument();
    // Give a lazily loaded dialog the chance to appear: none may.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid product link')).not.toBeInTheDocument();
  });

  it('shows a not-found state with a search suggestion', () => {
    renderPage(<ProductNotFound keyword="linen" />);
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for “linen”' })).toHaveAttribute(
      'href',
      '/product-search?keyword=linen',
    );
  });
});

describe('productOutcome (server loader)', () => {
  const http = () => createHttp({ baseURL: 'http://api.test', tenantDomain: 'localhost' });
  const product = retailProduct({ images: ['', '/api/files/p/1.jpg'] });

  it('decrypts the link, loads the product and drops empty images', async () => {
    const calls = installFakeApi({ 'GET /front/product': { status: 200, data: product } });
    const result = await productOutcome(http(), encryptProductLink(product.productUrl, LINK_KEY), LINK_KEY);
    expect(result.status).toBe(200);
    expect(calls[0]?.params).toEqual({ productUrl: product.productUrl });
    expect(result.data.kind === 'product' && result.data.product.images).toEqual(['/api/files/p/1.jpg']);
  });

  it('answers 400 wrong-link for garbage without calling the API, and for a link the API rejects', async () => {
    const calls = installFakeApi({
      'GET /front/product': { status: 400, data: { code: 'INVALID_PRODUCT_URL', message: 'x' } },
    });
    expect(await productOutcome(http(), 'not-a-cipher', LINK_KEY)).toEqual({
      status: 400,
      data: { kind: 'wrong-link', link: null },
    });
    expect(calls).toHaveLength(0);
    const rejected = await productOutcome(http(), encryptProductLink('https://example.com/x', LINK_KEY), LINK_KEY);
    expect(rejected).toEqual({ status: 400, data: { kind: 'wrong-link', link: 'https://example.com/x' } });
  });

  it('answers 404 not-found for PRODUCT_NOT_FOUND and 503 for an unreachable API, never 500', async () => {
    installFakeApi({ 'GET /front/product': { status: 404, data: { code: 'PRODUCT_NOT_FOUND', message: 'gone' } } });
    expect(await productOutcome(http(), encryptProductLink(product.productUrl, LINK_KEY), LINK_KEY)).toEqual({
      status: 404,
      data: { kind: 'not-found' },
    });
    installFakeApi({ 'GET /front/product': { status: 502, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } });
    expect(await productOutcome(http(), encryptProductLink(product.productUrl, LINK_KEY), LINK_KEY)).toEqual({
      status: 503,
      data: { kind: 'error', code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('add to cart', () => {
  it('sends a logged-out shopper to login with this page as redirectUrl', async () => {
    const { router, calls } = renderPage(<ProductView product={retailProduct()} keyword={null} />, {
      path: '/product?url=abc',
    });
    fireEvent.click(screen.getByRole('button', { name: /Log in to add to cart/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fproduct%3Furl%3Dabc'));
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it("keeps a visitor's chosen variant, quantity and message through login and adds them once, saying so", async () => {
    const visitor = renderPage(<ProductView product={retailProduct()} keyword={null} />, { path: '/product?url=abc' });
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to the agent' }), {
      target: { value: 'Gift wrap please' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Log in to add to cart/ }));
    await waitFor(() =>
      expect(visitor.router.push).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fproduct%3Furl%3Dabc'),
    );
    expect(visitor.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
    visitor.unmount();

    // Back on the page logged in, in the same tab (the harness would otherwise start from empty storage).
    const keepTab = jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => undefined);
    const routes = { 'POST /front/cart': { status: 200, data: { id: 'c1' } } };
    const shopper = renderPage(<ProductView product={retailProduct()} keyword={null} />, {
      profile: makeProfile(),
      path: '/product?url=abc',
      routes,
    });
    expect(
      await screen.findByText('You are logged in, and the item you chose is now in your cart.'),
    ).toBeInTheDocument();
    const posts = shopper.calls.filter((c) => c.key === 'POST /front/cart');
    expect(posts.map((c) => c.body)).toEqual([
      {
        productUrl: 'https://item.taobao.com/item.htm?id=1001',
        productSkuId: 'sku-blue-m',
        quantity: 2,
        message: 'Gift wrap please',
      },
    ]);
    shopper.unmount();

    // Added once: coming back to the page adds nothing more.
    const again = renderPage(<ProductView product={retailProduct()} keyword={null} />, {
      profile: makeProfile(),
      path: '/product?url=abc',
      routes,
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(again.calls.filter((c) => c.key === 'POST /front/cart')).toHaveLength(0);
    keepTab.mockRestore();
  });

  it('adds the chosen variant with quantity and message, confirms with focus and refreshes the header count', async () => {
    let cartQuantity = 0;
    const { calls } = renderPage(
      <>
        <CartCount />
        <ProductView product={retailProduct()} keyword={null} />
      </>,
      {
        profile: makeProfile(),
        routes: {
          'GET /front/cart': () => ({
            status: 200,
            data: {
              cartShops: cartQuantity
                ? [{ shopId: 's1', shopName: 'Dragon', cartItems: [{ id: 'c1', quantity: cartQuantity }] }]
                : [],
              totalQuantity: cartQuantity,
            },
          }),
          'POST /front/cart': (config) => {
            cartQuantity += JSON.parse(String(config.data)).quantity;
            return { status: 200, data: { id: 'c1' } };
          },
        },
      },
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to the agent' }), {
      target: { value: 'Gift wrap please' },
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /front/cart')).toBe(true));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(calls.find((c) => c.key === 'POST /front/cart')?.body).toEqual({
      productUrl: 'https://item.taobao.com/item.htm?id=1001',
      productSkuId: 'sku-blue-m',
      quantity: 2,
      message: 'Gift wrap please',
    });
    // The confirmation takes focus and leads to the cart.
    const notice = await screen.findByTestId('added-to-cart');
    expect(notice).toHaveTextContent('Added to your cart');
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1')); // one line of two pieces
  });

  it('shows the translated error when the cart call fails', async () => {
    renderPage(<ProductView product={retailProduct()} keyword={null} />, {
      profile: makeProfile(),
      routes: { 'POST /front/cart': { status: 503, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(await screen.findByText(/temporarily unavailable|try again/i)).toBeInTheDocument();
  });

  it('adds several variants at once through the multiple call', async () => {
    let cartQuantity = 0;
    const { calls } = renderPage(
      <>
        <CartCount />
        <ProductView product={retailProduct()} keyword={null} />
      </>,
      {
        profile: makeProfile(),
        routes: {
          // Two lines (1 + 2 pieces): the header counts the lines.
          'GET /front/cart': () => ({
            status: 200,
            data: {
              cartShops: cartQuantity
                ? [
                    {
                      shopId: 's1',
                      shopName: 'Dragon',
                      cartItems: [
                        { id: 'c1', quantity: 1 },
                        { id: 'c2', quantity: 2 },
                      ],
                    },
                  ]
                : [],
              totalQuantity: cartQuantity,
            },
          }),
          'POST /front/cart/multiple': () => {
            cartQuantity = 3;
            return { status: 200, data: { added: 2 } };
          },
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add several variants' }));
    // The form's code loads on the tap.
    const lines = await screen.findAllByTestId('multi-line');
    expect(lines).toHaveLength(3);
    // The sold-out line cannot take a quantity.
    expect(within(lines[1] as HTMLElement).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add these variants to cart' }));
    // (The door cost panel may show its own alert meanwhile: this fake API does not price the door.)
    expect(await screen.findByText('Set a quantity for at least one variant.')).toHaveAttribute('role', 'alert');
    fireEvent.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(lines[2] as HTMLElement).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(lines[2] as HTMLElement).getByRole('button', { name: 'Increase quantity' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add these variants to cart' }));
    });
    expect(calls.find((c) => c.key === 'POST /front/cart/multiple')?.body).toEqual({
      productUrl: 'https://item.taobao.com/item.htm?id=1001',
      items: [
        { productSkuId: 'sku-red-s', quantity: 1 },
        { productSkuId: 'sku-blue-m', quantity: 2 },
      ],
    });
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
  });
});
