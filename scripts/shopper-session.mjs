// The cookies a browser holds after a shopper logs in, for the measuring scripts (bench, lighthouse) that load
// logged-in pages. Imports the storefront's own cookie code, so run the caller with tsx.
import { COOKIES } from '../utils/cookies.ts';
import { encryptProfile } from '../utils/profileCookie.ts';

export const DEMO_SHOPPER = { email: 'demo@globalbuy.test', password: 'Shopper2026!' };

/** Logs `email` in at the API `api` for the tenant of `tenantDomain`; resolves with a Cookie header value. */
export async function shopperCookie({ api, tenantDomain, email, password }) {
  const response = await fetch(new URL('/front/user/login', api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-domain': tenantDomain },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${text.slice(0, 200)}`);
  const { accessToken, profile } = JSON.parse(text);
  // What the browser holds after a login (stores/session/index.tsx writes the same three cookies).
  return [
    `${COOKIES.loggedIn.name}=1`,
    `${COOKIES.token.name}=${encodeURIComponent(accessToken)}`,
    `${COOKIES.profile.name}=${encodeURIComponent(encryptProfile(profile))}`,
  ].join('; ');
}

/** A Cookie header value as the `{ name, value }` pairs browser automation sets one by one. */
export function cookiePairs(cookieHeader) {
  return cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Gives the shopper's cart a line when it has none (a product of the `keyword` search, its first variant in stock,
 * at its minimum quantity), as a shopper who measures their cart would have: an empty cart is another page.
 */
export async function ensureCartLine({ api, tenantDomain, email, password, keyword = 'dress' }) {
  const headers = { 'x-tenant-domain': tenantDomain };
  const call = async (method, route, body, token) => {
    const response = await fetch(new URL(route, api), {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const { accessToken } = await call('POST', '/front/user/login', { email, password });
  const cart = await call('GET', '/front/cart', undefined, accessToken);
  if (cart.cartShops.length > 0) return;
  const { items } = await call('GET', `/front/product/search?keyword=${encodeURIComponent(keyword)}&pageSize=20`);
  for (const item of items) {
    const product = await call('GET', `/front/product?productUrl=${encodeURIComponent(item.productUrl)}`);
    const quantity = Math.max(1, product.minQuantity ?? 1);
    const sku = product.skus.find((s) => s.stock >= quantity);
    if (!sku) continue;
    await call(
      'POST',
      '/front/cart',
      { productUrl: product.productUrl, productSkuId: sku.skuId, quantity },
      accessToken,
    );
    return;
  }
  throw new Error(`no product of the "${keyword}" search can go in the cart`);
}
