import {
  PENDING_CART_ADD_TTL_MS,
  rememberPendingCartAdd,
  takePendingCartAdd,
} from '@/components/product/pendingCartAdd';

const URL_A = 'https://item.taobao.com/item.htm?id=1';
const URL_B = 'https://item.taobao.com/item.htm?id=2';
const lines = [{ productSkuId: 'sku-1', quantity: 3 }];

describe("a visitor's add to cart kept through login", () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives the kept add back once, for its own product', () => {
    rememberPendingCartAdd({ productUrl: URL_A, lines, message: 'hi' }, 1_000);
    expect(takePendingCartAdd(URL_A, 2_000)).toEqual({ productUrl: URL_A, lines, message: 'hi', savedAt: 1_000 });
    expect(takePendingCartAdd(URL_A, 2_000)).toBeNull();
  });

  it("keeps another product's add for when the shopper is back on that product", () => {
    rememberPendingCartAdd({ productUrl: URL_A, lines, message: '' }, 1_000);
    expect(takePendingCartAdd(URL_B, 2_000)).toBeNull();
    expect(takePendingCartAdd(URL_A, 2_000)?.lines).toEqual(lines);
  });

  it('drops an add older than 30 minutes', () => {
    rememberPendingCartAdd({ productUrl: URL_A, lines, message: '' }, 1_000);
    expect(takePendingCartAdd(URL_A, 1_000 + PENDING_CART_ADD_TTL_MS + 1)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores what it did not write: broken JSON, bad quantities', () => {
    window.sessionStorage.setItem('pending-cart-add', '{nope');
    expect(takePendingCartAdd(URL_A)).toBeNull();
    window.sessionStorage.setItem(
      'pending-cart-add',
      JSON.stringify({
        productUrl: URL_A,
        savedAt: Date.now(),
        message: 5,
        lines: [
          { productSkuId: 'x', quantity: -1 },
          { productSkuId: 7, quantity: 1 },
          { productSkuId: null, quantity: 2 },
        ],
      }),
    );
    expect(takePendingCartAdd(URL_A)).toEqual({
      productUrl: URL_A,
      lines: [{ productSkuId: null, quantity: 2 }],
      message: '',
      savedAt: expect.any(Number),
    });
  });
});
