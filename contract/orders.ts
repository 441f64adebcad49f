import type { UserAccount } from './account';
import type { Cart, ProductLine } from './cart';
import type { Page } from './common';
import type { ItemInspection } from './inspection';
import type { MessageParams } from './messages';
import type { ProductPlatform, TenantWarehouse } from './tenant';

/*
 * Checkout and purchase orders. Money in CNY with two decimals; every amount is computed by the server.
 *
 * Fee rule (per tenant, see `FeeRule`): goods = Σ unit price × quantity of the available lines; domestic shipping =
 * a flat fee per shop (the seller's shipment to the chosen warehouse); service fee = a percentage of the goods,
 * at least a minimum per order (0 when there are no goods); total = goods + domesticShipping + serviceFee.
 */

export interface OrderAmounts {
  goods: number;
  domesticShipping: number;
  serviceFee: number;
  total: number;
}

/** How the amounts were computed for this tenant (the storefront may explain them). */
export interface FeeRule {
  /** Service fee in percent of the goods, e.g. 5 for 5 %. */
  serviceFeePercent: number;
  /** Least service fee per order, CNY. */
  minServiceFee: number;
  /** Domestic shipping per shop to the warehouse, CNY. */
  domesticShippingPerShop: number;
}

/** Why a line cannot be bought now. */
export const LINE_UNAVAILABLE_REASONS = ['PRODUCT_GONE', 'SKU_GONE', 'OUT_OF_STOCK', 'BELOW_MINIMUM'] as const;
export type LineUnavailableReason = (typeof LINE_UNAVAILABLE_REASONS)[number];

// ---------- POST /front/cart/refresh ----------

export interface CartRefreshRequest {
  /** The selected lines; ids that are no longer in the cart are ignored (and left out of `selectedIds`). */
  cartItemIds: string[];
  tenantWarehouseId: string;
}

export interface CartLineStatus {
  cartItemId: string;
  available: boolean;
  /** Set when `available` is false. */
  reason: LineUnavailableReason | null;
  /** Stock of the variant when known (OUT_OF_STOCK: how many are left). */
  stock: number | null;
}

export interface CartRefreshResponse {
  /** The whole cart after re-pricing the selected lines from the marketplace (prices and `available` updated). */
  cart: Cart;
  /** The requested ids still in the cart (prune the selection to these). */
  selectedIds: string[];
  /** One entry per id in `selectedIds`. */
  lines: CartLineStatus[];
  /** Amounts of the selected AVAILABLE lines, for the chosen warehouse. */
  amounts: OrderAmounts;
  feeRule: FeeRule;
  tenantWarehouse: TenantWarehouse;
}

// ---------- POST /front/preview-product/refresh and /create ----------

export interface PreviewProductRequest {
  productUrl: string;
  items: { productSkuId: string | null; quantity: number }[];
  message?: string;
  tenantWarehouseId: string;
}

export interface PreviewLine {
  productSkuId: string | null;
  skuLabel: string;
  image: string;
  quantity: number;
  /** Unit price, CNY. */
  price: number;
  amount: number;
  available: boolean;
  reason: LineUnavailableReason | null;
  stock: number | null;
}

export interface PreviewProductResponse {
  productUrl: string;
  platform: ProductPlatform;
  productId: string;
  title: string;
  image: string;
  shopName: string;
  lines: PreviewLine[];
  /** Amounts of the available lines. */
  amounts: OrderAmounts;
  feeRule: FeeRule;
  tenantWarehouse: TenantWarehouse;
}
// POST /front/preview-product/create answers the created `PurchaseOrder` (409 ITEM_UNAVAILABLE when a line is not).

// ---------- Purchase orders ----------

export const PURCHASE_ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'PURCHASING',
  'PURCHASED',
  'SELLER_SHIPPED',
  'IN_WAREHOUSE',
  'CLOSED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Statuses from which a shopper may close an order (PAID/PURCHASING refund the paid amount to the balance). */
export const CLOSABLE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'PURCHASING'];

/** An item: bought by the agent, refunded on its own because it could not be bought, or still waiting. */
export type PurchaseOrderItemStatus = 'WAITING' | 'BOUGHT' | 'REFUNDED';

export interface PurchaseOrderItem extends ProductLine {
  /** price × quantity, CNY. */
  amount: number;
  status: PurchaseOrderItemStatus;
  /** Amount returned to the balance for this item (REFUNDED), CNY. */
  refundedAmount: number;
  /** Photos, measured weight and the shopper's say, once the goods reached the warehouse (null before). */
  inspection?: ItemInspection | null;
}

export interface PurchaseOrderShop {
  shopId: string;
  shopName: string;
  items: PurchaseOrderItem[];
  /** Goods of this shop, CNY. */
  goods: number;
  domesticShipping: number;
}

export interface OrderTimelineEntry {
  status: PurchaseOrderStatus;
  /** ISO time. */
  at: string;
  /** Human note of the step in the reader's language, e.g. "Bought from the sellers". */
  note: string;
  /** What happened, as messages.json `timeline.<key>`, and its parameters; absent on notes stored as plain text. */
  noteKey?: string;
  noteParams?: MessageParams;
}

/** What the shopper may do with the order now (the server's state machine decides). */
export interface PurchaseOrderActions {
  canPay: boolean;
  canClose: boolean;
  canClone: boolean;
}

export interface PurchaseOrder {
  id: string;
  orderNo: string;
  status: PurchaseOrderStatus;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  closedAt: string | null;
  tenantWarehouse: TenantWarehouse;
  remark: string;
  shops: PurchaseOrderShop[];
  amounts: OrderAmounts;
  /** What was paid from the balance, CNY (0 while PENDING_PAYMENT). */
  paidAmount: number;
  /** What went back to the balance (items not bought, or the paid amount on close), CNY. */
  refundedAmount: number;
  /** The payment record that settles this order. */
  paymentNo: string;
  /** Oldest first. */
  timeline: OrderTimelineEntry[];
  actions: PurchaseOrderActions;
}

export const PURCHASE_ORDER_REMARK_MAX_LENGTH = 500;

export interface CreatePurchaseOrderRequest {
  cartItemIds: string[];
  tenantWarehouseId: string;
  remark?: string;
}

/** GET /front/purchase-orders?status=&orderNo=&pageNo=&pageSize= (pageNo from 1, pageSize ≤ 100, default 10). */
export interface PurchaseOrderListQuery {
  status?: PurchaseOrderStatus;
  /** Part of an order number (case-insensitive). */
  orderNo?: string;
  pageNo?: number;
  pageSize?: number;
}

/** The list in the usual page shape plus the number of the shopper's orders in each status (for the tabs). */
export interface PurchaseOrderList extends Page<PurchaseOrder> {
  /** Counts ignore the `status` filter but respect `orderNo`; `ALL` is their sum. */
  statusCounts: Record<PurchaseOrderStatus | 'ALL', number>;
}
// GET /front/purchase-orders/{id} → PurchaseOrder (404 ORDER_NOT_FOUND).
// POST /front/purchase-orders/{id}/clone → PurchaseOrder (new, PENDING_PAYMENT, same items re-priced; 409
//   ITEM_UNAVAILABLE when an item cannot be bought any more).
// POST /front/purchase-orders/{id}/close → PurchaseOrder (409 ORDER_STATE when not closable).
// POST /front/purchase-orders/{id}/pay {payPassword} → PurchaseOrderPayResult (see payments.ts for the codes).

export interface PurchaseOrderPayResult {
  order: PurchaseOrder;
  /** The balance after paying. */
  account: UserAccount;
}

// ---------- GET /front/refunds ----------

export type RefundReason = 'ORDER_CLOSED' | 'ITEM_UNAVAILABLE' | 'ITEM_RETURNED';

export interface Refund {
  refundNo: string;
  orderType: 'PURCHASE' | 'TRANSIT';
  orderNo: string;
  amount: number;
  reason: RefundReason;
  /** The item refunded on its own (ITEM_UNAVAILABLE), else null. */
  itemTitle: string | null;
  createdAt: string;
}

/** GET /front/refunds?orderNo=&pageNo=&pageSize= */
export interface RefundListQuery {
  orderNo?: string;
  pageNo?: number;
  pageSize?: number;
}
export type RefundList = Page<Refund>;
