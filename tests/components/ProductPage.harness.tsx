// Renders product and search components through renderWithProviders (the shell's real stores, the shared fake
// network and test router) with the English `product` texts too, plus the product fixtures those tests share.
import type { ReactElement } from 'react';
import type { Product, Tenant, UserProfile } from '@/contract';
import enProduct from '@/locales/en/product.json';
import type { Route } from '../fixtures/fakeApi';
import {
  makeProfile,
  makeTenant,
  renderWithProviders,
  type RenderWithProvidersResult,
} from './helpers/renderWithProviders';

export { makeProfile, makeTenant };
export const LINK_KEY = 'test-link-key';

export interface HarnessOptions {
  tenant?: Tenant;
  profile?: UserProfile | null;
  path?: string;
  routes?: Record<string, Route>;
}

/** The product components in the shell's stores, with the `product` texts and an empty watch history. */
export function renderPage(ui: ReactElement, options: HarnessOptions = {}): RenderWithProvidersResult {
  window.localStorage.clear();
  return renderWithProviders(ui, {
    tenant: options.tenant,
    profile: options.profile,
    path: options.path,
    api: options.routes,
    namespaces: { product: enProduct },
  });
}

/** Colour red/blue × size S/M; red-M sold out, blue-S has no SKU. Retail pricing per SKU. */
export function retailProduct(overrides: Partial<Product> = {}): Product {
  return {
    productId: '1001',
    platform: 'Taobao',
    productUrl: 'https://item.taobao.com/item.htm?id=1001',
    title: 'Linen summer dress',
    images: ['/api/files/p/1.jpg', '/api/files/p/2.jpg'],
    shop: { id: 's1', name: 'Dragon Fashion', website: 'https://shop1.taobao.com' },
    category: { id: 'dresses', name: 'Dresses' },
    priceMode: 'SKU_PRICE',
    minPrice: 50,
    maxPrice: 60,
    priceRange: [],
    properties: [
      {
        id: 'c',
        name: 'Colour',
        values: [
          { id: 'red', name: 'Red', image: '/api/files/p/red.jpg' },
          { id: 'blue', name: 'Blue', image: null },
        ],
      },
      {
        id: 's',
        name: 'Size',
        values: [
          { id: 'S', name: 'S', image: null },
          { id: 'M', name: 'M', image: null },
        ],
      },
    ],
    skus: [
      { skuId: 'sku-red-s', propertyValueIds: ['red', 'S'], price: 50, stock: 4, image: null },
      { skuId: 'sku-red-m', propertyValueIds: ['red', 'M'], price: 55, stock: 0, image: null },
      { skuId: 'sku-blue-m', propertyValueIds: ['blue', 'M'], price: 60, stock: 9, image: null },
    ],
    minQuantity: 1,
    weight: 300,
    sales: 1200,
    description: 'A light dress.',
    ...overrides,
  };
}

/** Wholesale item: tiers out of order on purpose (the service sorts; the components must not rely on it). */
export function wholesaleProduct(overrides: Partial<Product> = {}): Product {
  return retailProduct({
    productId: '2002',
    platform: 'Alibaba',
    productUrl: 'https://detail.1688.com/offer/2002.html',
    title: 'Cotton T-shirt blank',
    priceMode: 'SPU_PRICE_RANGE',
    minPrice: 8,
    maxPrice: 12,
    priceRange: [
      { startQuantity: 100, price: 8 },
      { startQuantity: 2, price: 12 },
      { startQuantity: 50, price: 10 },
    ],
    minQuantity: 2,
    properties: [],
    skus: [{ skuId: 'only', propertyValueIds: [], price: 12, stock: 500, image: null }],
    ...overrides,
  });
}
