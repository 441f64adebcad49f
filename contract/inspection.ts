// Inspection at the warehouse and after-sale requests on purchase-order items.
//
// When a purchase order's goods reach the warehouse, each bought item gets inspection photos and its measured
// weight. The shopper then accepts the item, or asks for a return or an exchange with a reason and photos; an
// operator approves or rejects. An approved return refunds the goods to the balance (plus the service fee share
// and the domestic shipping share when the tenant's return rule says so); an approved exchange is recorded and
// the agent arranges it with the seller. Amounts in CNY, computed by the server.

export const AFTER_SALE_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

export const AFTER_SALE_REASONS = [
  'NOT_AS_DESCRIBED',
  'DAMAGED',
  'WRONG_ITEM',
  'WRONG_SIZE',
  'POOR_QUALITY',
  'OTHER',
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

export const AFTER_SALE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** Free text the shopper adds to the reason. */
export const AFTER_SALE_DETAIL_MAX_LENGTH = 500;
/** Photos the shopper may attach to one request. */
export const AFTER_SALE_MAX_PHOTOS = 6;
/** The operator's note on a decision. */
export const AFTER_SALE_NOTE_MAX_LENGTH = 300;

export interface AfterSaleRequest {
  id: string;
  requestNo: string;
  kind: AfterSaleKind;
  reason: AfterSaleReason;
  detail: string;
  photos: string[];
  status: AfterSaleStatus;
  /** The operator's note on the decision ('' before one). */
  decisionNote: string;
  /** What an approved return put back on the balance, CNY (0 otherwise). */
  refundedAmount: number;
  /** ISO time. */
  createdAt: string;
  decidedAt: string | null;
}

export interface ItemInspection {
  /** Photos taken at the warehouse. */
  photos: string[];
  /** Measured weight of the item (all its pieces), grams; null when not weighed yet. */
  weightGrams: number | null;
  /** ISO time of the inspection; null while the goods are not in the warehouse yet. */
  inspectedAt: string | null;
  /** ISO time the shopper accepted the item; null while not accepted. */
  acceptedAt: string | null;
  /** The latest return or exchange request of the item, if any. */
  request: AfterSaleRequest | null;
  /** The shopper may accept the item now. */
  canAccept: boolean;
  /** The shopper may ask for a return or an exchange now. */
  canRequest: boolean;
  /** What an approved return would refund now under the tenant's rule, CNY. */
  returnRefund: number;
  /** Whether that refund includes the item's share of the domestic shipping (the tenant's rule). */
  returnRefundsDomesticShipping: boolean;
}

/** POST /front/purchase-orders/items/{itemId}/accept → ItemInspection. */

/** POST /front/purchase-orders/items/{itemId}/after-sale → ItemInspection (the request in `request`). */
export interface AfterSaleCreateRequest {
  kind: AfterSaleKind;
  reason: AfterSaleReason;
  detail?: string;
  /** Upload keys (GET /front/upload-token, catalog PRODUCT_SEARCH) of this tenant's stored uploads. */
  photoKeys?: string[];
}

// ---------- operator API ----------

/** PUT /operator/purchase-order-items/{itemId}/inspection: the measured weight (photos are uploaded apart). */
export interface InspectionWeightRequest {
  weightGrams: number;
}

/** An item's inspection as the operator sees it. */
export interface OperatorItemInspection {
  itemId: string;
  orderNo: string;
  title: string;
  photos: string[];
  weightGrams: number | null;
  inspectedAt: string | null;
}

/** A request in the operator's review list. */
export interface OperatorAfterSaleRequest extends AfterSaleRequest {
  tenantId: string;
  userId: string;
  orderNo: string;
  itemId: string;
  itemTitle: string;
  /** Pass it back to approve or reject; a request changed since answers 409 REQUEST_CHANGED. */
  version: number;
}

export interface OperatorAfterSaleList {
  items: OperatorAfterSaleRequest[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** POST /operator/after-sales/{id}/approve | /reject. */
export interface AfterSaleDecisionRequest {
  version: number;
  note?: string;
}

/** PUT /operator/return-policy: what an approved return refunds besides the goods. */
export interface ReturnPolicy {
  tenantId: string;
  refundServiceFee: boolean;
  refundDomesticShipping: boolean;
}
