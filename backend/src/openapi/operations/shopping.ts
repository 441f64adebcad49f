// Finding products, the cart, purchase orders and refunds.
import { keywordQuerySchema, productQuerySchema, searchQuerySchema } from '../../modules/product/query';
import { tokenQuery } from '../../modules/upload/validation';
import { op } from '../operation';

const productErrors: Array<[number, string]> = [[400, 'INVALID_PRODUCT_URL'], [404, 'PRODUCT_NOT_FOUND']];
const orderNotFound: Array<[number, string]> = [[404, 'ORDER_NOT_FOUND']];
const unpaidLimit: Array<[number, string]> = [[429, 'TOO_MANY_UNPAID_ORDERS']];
/** A warehouse the body names that the tenant lacks is an input error (400), with the field named. */
const warehouseRefused: Array<[number, string]> = [[400, 'WAREHOUSE_NOT_FOUND']];

export const shoppingOperations = [
  op({ method: 'GET', path: '/front/product', tag: 'catalogue', summary: 'One product by its marketplace link', access: 'public', query: productQuerySchema, response: 'Product', errors: productErrors }),
  op({ method: 'GET', path: '/front/product/search', tag: 'catalogue', summary: 'Search by keyword, category or image', access: 'public', query: searchQuerySchema, response: 'ProductSearchResult' }),
  op({ method: 'GET', path: '/keywordSNQuery', tag: 'catalogue', summary: 'Categories related to a keyword', access: 'public', query: keywordQuerySchema, response: 'KeywordNavigation' }),
  op({ method: 'GET', path: '/categories', tag: 'catalogue', summary: 'The category tree', access: 'public', response: { listOf: 'Category' }, internal: true }),
  op({ method: 'GET', path: '/front/upload-token', tag: 'catalogue', summary: 'A signed policy to upload one image (image search)', access: 'public', query: tokenQuery, response: 'UploadToken' }),
  op({ method: 'POST', path: '/oss', tag: 'catalogue', summary: 'Store an image under a signed policy (multipart form)', access: 'public', tenant: false, bodyType: 'multipart', response: null, status: 204,
    errors: [[400, 'UPLOAD_INVALID_FORM'], [403, 'UPLOAD_POLICY_VIOLATION'], [409, 'UPLOAD_EXISTS'], [409, 'UPLOAD_TOKEN_USED'], [429, 'UPLOAD_QUOTA_EXCEEDED']] }),
  op({ method: 'GET', path: '/front/cart', tag: 'cart', summary: "The shopper's cart", access: 'session', response: 'Cart' }),
  op({ method: 'POST', path: '/front/cart', tag: 'cart', summary: 'Add one product line', access: 'session', body: 'AddCartItemRequest', response: 'Cart', errors: [...productErrors, [409, 'CART_FULL']],
    example: { productUrl: 'https://item.taobao.com/item.htm?id=1', productSkuId: null, quantity: 1 } }),
  op({ method: 'POST', path: '/front/cart/multiple', tag: 'cart', summary: 'Add several variants of one product', access: 'session', body: 'AddCartItemsRequest', response: 'Cart',
    example: { productUrl: 'https://item.taobao.com/item.htm?id=1', items: [{ productSkuId: 'sku-1', quantity: 2 }], message: 'Blue, please' }, errors: [...productErrors, [409, 'CART_FULL']] }),
  op({ method: 'PUT', path: '/front/cart/:id/quantity', tag: 'cart', summary: "Change a line's quantity", access: 'session', query: 'CartQuantityQuery', response: 'Cart', errors: [[404, 'CART_ITEM_NOT_FOUND']] }),
  op({ method: 'PUT', path: '/front/cart/:id/message', tag: 'cart', summary: "Change a line's note to the buyer", access: 'session', body: 'CartMessageRequest', response: 'Cart', example: { message: 'Check the seams before buying' }, errors: [[404, 'CART_ITEM_NOT_FOUND']] }),
  op({ method: 'DELETE', path: '/front/cart/:id', tag: 'cart', summary: 'Remove a line', access: 'session', response: 'Cart', errors: [[404, 'CART_ITEM_NOT_FOUND']] }),
  op({ method: 'DELETE', path: '/front/cart', tag: 'cart', summary: 'Empty the cart', access: 'session', response: 'Cart' }),
  op({ method: 'POST', path: '/front/cart/refresh', tag: 'cart', summary: 'Re-price chosen lines for checkout', access: 'session', body: 'CartRefreshRequest', response: 'CartRefreshResponse',
    example: { cartItemIds: ['c1', 'c2'], tenantWarehouseId: 'w1' }, errors: warehouseRefused }),
  op({ method: 'POST', path: '/front/purchase-orders', tag: 'orders', summary: 'Check out cart lines into an order', access: 'session', body: 'CreatePurchaseOrderRequest', response: 'PurchaseOrder',
    example: { cartItemIds: ['c1'], tenantWarehouseId: 'w1', remark: 'Gift wrap' },
    errors: [...warehouseRefused, [409, 'ITEM_UNAVAILABLE'], ...unpaidLimit] }),
  op({ method: 'GET', path: '/front/purchase-orders', tag: 'orders', summary: "The shopper's orders", access: 'session', query: 'PurchaseOrderListQuery', response: 'PurchaseOrderList' }),
  op({ method: 'GET', path: '/front/purchase-orders/:id', tag: 'orders', summary: 'One order', access: 'session', response: 'PurchaseOrder', errors: orderNotFound }),
  op({ method: 'POST', path: '/front/purchase-orders/:id/clone', tag: 'orders', summary: 'A new order with the same lines', access: 'session', response: 'PurchaseOrder', errors: [...orderNotFound, [409, 'ITEM_UNAVAILABLE'], ...unpaidLimit] }),
  op({ method: 'POST', path: '/front/purchase-orders/:id/close', tag: 'orders', summary: 'Close an unpaid order', access: 'session', response: 'PurchaseOrder', errors: [...orderNotFound, [409, 'ORDER_STATE']] }),
  op({ method: 'POST', path: '/front/purchase-orders/:id/pay', tag: 'orders', summary: 'Pay an order from the balance', access: 'session', body: 'PayRequest', response: 'PurchaseOrderPayResult', example: { payPassword: '123456' },
    errors: [...orderNotFound, [409, 'ORDER_STATE'], [409, 'INSUFFICIENT_BALANCE'], [400, 'PAY_PASSWORD_WRONG'], [423, 'PAY_PASSWORD_LOCKED']] }),
  op({ method: 'POST', path: '/front/preview-product/refresh', tag: 'orders', summary: 'Price a buy-now order', access: 'session', body: 'PreviewProductRequest', response: 'PreviewProductResponse',
    example: { productUrl: 'https://item.taobao.com/item.htm?id=1', items: [{ productSkuId: null, quantity: 1 }], tenantWarehouseId: 'w1' }, errors: [...productErrors, ...warehouseRefused] }),
  op({ method: 'POST', path: '/front/preview-product/create', tag: 'orders', summary: 'Create a buy-now order', access: 'session', body: 'PreviewProductRequest', response: 'PurchaseOrder',
    errors: [...productErrors, ...warehouseRefused, [409, 'ITEM_UNAVAILABLE'], ...unpaidLimit] }),
  op({ method: 'GET', path: '/front/refunds', tag: 'orders', summary: 'Refunds to the balance', access: 'session', query: 'RefundListQuery', response: 'RefundList' }),
];
