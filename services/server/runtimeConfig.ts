// Storefront settings read from the environment at request time (never inlined at build time), and the subset
// the browser may see. Documented in .env.example.

export interface RuntimeConfig {
  /** AES passphrase for /product?url= links (utils/productLinkCipher.ts). Not a secret: it only makes links opaque. */
  productLinkKey: string;
}

export const DEFAULT_PRODUCT_LINK_KEY = 'dev-product-link-key';

export function runtimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return { productLinkKey: env.PRODUCT_LINK_KEY || DEFAULT_PRODUCT_LINK_KEY };
}

/** Sent as X-Tenant-Id when set. */
export function defaultTenantId(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.DEFAULT_TENANT_ID?.trim() || null;
}

export function devTenantDomain(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.DEV_TENANT_DOMAIN?.trim() || null;
}
