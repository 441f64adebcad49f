// The cookies a browser holds after a shopper logs in, for the measuring scripts (bench, lighthouse) that load
// logged-in pages. Imports the storefront's own cookie code, so run the caller with tsx.
import { COOKIES } from '../utils/cookies.ts';
import { encryptProfile } from '../utils/profileCookie.ts';

export const DEMO_SHOPPER = { email: 'demo@globalbuy.test', password: 'Shopper2026!' };

/** One call to the API for the tenant of `tenantDomain`, as the shopper of `token` when given; resolves with the
 * answer's JSON, or throws with the status and the start of the answer. */
async function apiCall({ api, tenantDomain }, method, route, { body, token } = {}) {
  const response = await fetch(new URL(route, api), {
    method,
    headers: {
      'x-tenant-domain': tenantDomain,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Logs `email` in at the API `api` for the tenant of `tenantDomain`; resolves with the token and the profile. */
export async function logIn({ api, tenantDomain, email, password }) {
  const { accessToken, profile } = await apiCall({ api, tenantDomain }, 'POST', '/front/user/login', {
    body: { email, password },
  });
  return { accessToken, profile };
}

/** The Cookie header value of a browser that holds `session` (stores/session/index.tsx writes the same three). */
export function sessionCookie({ accessToken, profile }) {
  return [
    `${COOKIES.loggedIn.name}=1`,
    `${COOKIES.token.name}=${encodeURIComponent(accessToken)}`,
    `${COOKIES.profile.name}=${encodeURIComponent(encryptProfile(profile))}`,
  ].join('; ');
}

/** Logs `email` in (see logIn); resolves with the Cookie header value the browser then holds. */
export async function shopperCookie(login) {
  return sessionCookie(await logIn(login));
}

/** A Cookie header value as the `{ name, value }` pairs browser automation sets one by one. */
export function cookiePairs(cookieHeader) {
  return cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Gives the cart of the shopper of `accessToken` a line when it has none (a product of the `keyword` search, its
 * first variant in stock, at its minimum quantity), as a shopper who measures their cart would have: an empty cart
 * is another page.
 */
export async function ensureCartLine({ api, tenantDomain, accessToken, keyword = 'dress' }) {
  const where = { api, tenantDomain };
  const cart = await apiCall(where, 'GET', '/front/cart', { token: accessToken });
  if (cart.cartShops.length > 0) return;
  const { items } = await apiCall(
    where,
    'GET',
    `/front/product/search?keyword=${encodeURIComponent(keyword)}&pageSize=20`,
  );
  for (const item of items) {
    const product = await apiCall(where, 'GET', `/front/product?productUrl=${encodeURIComponent(item.productUrl)}`);
    const quantity = Math.max(1, product.minQuantity ?? 1);
    const sku = product.skus.find((s) => s.stock >= quantity);
    if (!sku) continue;
    const body = { productUrl: product.productUrl, productSkuId: sku.skuId, quantity };
    await apiCall(where, 'POST', '/front/cart', { body, token: accessToken });
    return;
  }
  throw new Error(`no product of the "${keyword}" search can go in the cart`);
}
