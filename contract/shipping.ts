// Shipping home: transit lines, estimates, parcels waiting in the China warehouse and transit orders.
//
//   GET  /front/transit-options                    → TransitOption[]
//   GET  /front/transit-options/estimate?country=&weightGrams=&lengthCm=&widthCm=&heightCm=
//        or ?country=&purchaseParcelIds=a,b        → ShippingEstimate (every line: fee or why not)
//   POST /front/transit-options/door-cost          DoorCostRequest → DoorCost (goods not bought yet, to the door,
//        with the landed cost when every item's variant is known)
//   GET  /front/purchase-parcels/stock-in-parcels?status=&pageNo=&pageSize=   → Page<StockInParcel>
//   GET  /front/transit-services                   → TransitServiceOffer (the tenant's services and their prices)
//   POST /front/transit-orders/quote               TransitQuoteRequest → TransitQuote (what the order would cost,
//        services and import charges included, before it is made)
//   POST /front/transit-orders                     CreateTransitOrderRequest → TransitOrder
//   GET  /front/transit-orders?status=&orderNo=&pageNo=&pageSize=             → TransitOrderList
//   GET  /front/transit-orders/{id}                → TransitOrder
//   POST /front/transit-orders/{id}/pay            {payPassword} → TransitOrder (settles its TRANSIT payment record,
//        the same one /front/payments/{paymentNo}/pay and batch-pay settle; payment error codes as there)
//   POST /front/transit-orders/{id}/complete       → TransitOrder (from DELIVERED)
//   POST /front/transit-orders/{id}/close          → TransitOrder (from PACKING or AWAITING_PAYMENT; parcels back to stock)
// Operator surface (X-Operator-Token):
//   GET    /operator/import-rules?tenantId=        → OperatorImportRule[] (by country, newest first)
//   PUT    /operator/import-rules                  SaveImportRuleRequest → OperatorImportRule (one per tenant,
//          country and effective date: saving the same three again replaces it)
//   DELETE /operator/import-rules/{id}             → 204
//   GET  /operator/transit-orders?status=&tenantId=&limit=   → OperatorTransitOrderList (newest first)
//   POST /operator/parcels                         OperatorAnnounceParcelRequest → StockInParcel
//   POST /operator/transit-orders/{id}/advance     OperatorAdvanceTransitRequest → TransitOrder
//   POST /operator/transit-orders/{id}/trial-packing  OperatorTrialPackingRequest → TransitOrder (PACKING with
//        trial packing → AWAITING_PAYMENT, repriced from the measured box)
//   PUT  /operator/transit-services                SaveTransitServicesRequest → TransitServiceOffer
// Errors: VALIDATION_FAILED (fields), PARCEL_NOT_FOUND / TRANSIT_ORDER_NOT_FOUND / ADDRESS_NOT_FOUND /
// TRANSIT_OPTION_NOT_FOUND / PICKUP_POINT_NOT_FOUND (404), PARCEL_NOT_AVAILABLE (409, detail names the parcel),
// PARCEL_AFTER_SALE_OPEN (409: an item of the parcel awaits a return/exchange decision, detail names the parcel),
// COUNTRY_NOT_SERVED / TOO_HEAVY / OVERSIZE (409, the packed box's longest side above the line's maxLengthCm), TRANSIT_ORDER_STATE (409, detail = current status), MEMBER_NOT_FOUND (404),
// SERVICE_NOT_OFFERED (409, fields.services names it), TRIAL_PACKING_NOT_ORDERED (409).
import type { Page } from './common';
import type { ItemInspection } from './inspection';
import type { MessageParams } from './messages';
import type { ProductPlatform, TenantWarehouse } from './tenant';

/** Goods a line refuses to carry. */
export const TRANSIT_RESTRICTIONS = ['BATTERIES', 'LIQUIDS', 'POWDERS', 'MAGNETS', 'FOOD', 'BRANDED_GOODS'] as const;
export type TransitRestriction = (typeof TRANSIT_RESTRICTIONS)[number];

/** A shipping line from the China warehouses to some of the tenant's countries. Money in CNY. */
export interface TransitOption {
  /** In the request's language where the tenant keeps one, else the line's own name; either names the line in requests. */
  name: string;
  /** In the request's language, as `name`. */
  description: string;
  /** ISO codes of the countries the line delivers to. */
  countries: string[];
  firstWeightGrams: number;
  firstWeightFee: number;
  additionalWeightGrams: number;
  additionalWeightFee: number;
  /** Volumetric weight in kg = L × W × H (cm) / divisor. */
  volumetricDivisor: number;
  maxWeightGrams: number;
  /** Longest side a packed box may have, in cm; null: no limit. */
  maxLengthCm: number | null;
  deliveryDays: { min: number; max: number };
  restrictions: TransitRestriction[];
  /** The parcel can be collected at a LOCAL tenant warehouse (pickup point) instead of delivered. */
  selfPickupAvailable: boolean;
}

/** How a fee was reached: first weight, then whole additional steps. CNY. */
export interface TransitFeeBreakdown {
  firstWeightFee: number;
  /** Additional weight steps charged (ceil((chargeable − first) / step), at least 0). */
  additionalUnits: number;
  additionalWeightFee: number;
  total: number;
}

export interface ShipmentWeights {
  actualGrams: number;
  volumetricGrams: number;
  /** max(actual, volumetric). */
  chargeableGrams: number;
}

export const ESTIMATE_REFUSALS = ['COUNTRY_NOT_SERVED', 'TOO_HEAVY', 'OVERSIZE'] as const;
export type EstimateRefusal = (typeof ESTIMATE_REFUSALS)[number];

export interface ShippingEstimateLine {
  /** The line's name in the request's language (see TransitOption.name). */
  transitOptionName: string;
  description: string;
  deliveryDays: { min: number; max: number };
  restrictions: TransitRestriction[];
  selfPickupAvailable: boolean;
  weights: ShipmentWeights;
  allowed: boolean;
  /** Why the line cannot take the shipment; null when allowed. */
  refusal: EstimateRefusal | null;
  maxWeightGrams: number;
  /** Longest side a packed box may have, in cm; null: no limit. */
  maxLengthCm: number | null;
  /** Null when not allowed. */
  fee: TransitFeeBreakdown | null;
}

export interface ShippingEstimate {
  country: string;
  /** Every line of the tenant, allowed ones first, cheapest first. */
  lines: ShippingEstimateLine[];
}

export interface ShippingEstimateQuery {
  country: string;
  weightGrams?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  /** Instead of weight and size: the shopper's parcels, packed together by the warehouse's rule. */
  purchaseParcelIds?: string[];
}

/**
 * Catalogue goods and how many pieces of each (weight is per piece of the product, whatever the variant). With
 * `productSkuId` (null: a product without variants) the goods are priced too and the answer carries the landed
 * cost; leave it out while the shopper has not chosen a variant.
 */
export interface DoorCostItem {
  platform: ProductPlatform;
  productId: string;
  productSkuId?: string | null;
  quantity: number;
}

/** What customs of a country charge on a parcel from China, from `effectiveFrom` on. Money in CNY. */
export interface ImportRule {
  country: string;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  /** Duty and import taxes, percent of the goods' value. */
  dutyRatePercent: number;
  /** Charged per parcel whatever its value. */
  fixedFeePerParcel: number;
  /** Goods worth up to this pay no duty; null: no duty-free minimum. */
  dutyFreeThreshold: number | null;
  note: string;
}

export interface OperatorImportRule extends ImportRule {
  id: string;
  tenantId: string;
}

export type SaveImportRuleRequest = { tenantId: string } & ImportRule;

/** Import charges of one parcel under a rule: duty (0 when the goods are within the duty-free threshold) + fixed fee. */
export interface ImportCharges {
  /** The goods' value the duty is a share of. */
  dutiableValue: number;
  duty: number;
  /** True when the goods are within the rule's duty-free threshold. */
  dutyFree: boolean;
  fixedFee: number;
  total: number;
}

/**
 * Everything the goods cost to the door, each line priced by the server: goods, the agent's fees (shipping in
 * China and service fee, as at checkout), international shipping on the cheapest line, and import charges under
 * the country's rule (null when the tenant has no rule for the country: then `total` leaves them out).
 */
export interface LandedCost {
  goods: number;
  domesticShipping: number;
  serviceFee: number;
  shipping: number;
  importCharges: ImportCharges | null;
  rule: ImportRule | null;
  total: number;
}

export const DOOR_COST_MAX_ITEMS = 200;
export const DOOR_COST_MAX_QUANTITY = 100_000;

export interface DoorCostRequest {
  country: string;
  items: DoorCostItem[];
}

/**
 * What goods not bought yet would cost to ship to the door: the catalogue's weight per piece times the pieces,
 * in a box of the packed-size rule, on the cheapest line that takes it. `line` is null when no line does (then
 * `lines` says why each refuses) or when no item has a known weight.
 */
export interface DoorCost {
  country: string;
  /** Sum of weight per piece × pieces over the items whose weight the catalogue knows. */
  goodsGrams: number;
  /** Items left out because the catalogue has no weight for them (not found, or weight unknown). */
  unweighedItems: number;
  /** The packed box the estimate is for (weight with carton and filling). */
  box: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };
  line: ShippingEstimateLine | null;
  /** Every line's answer for this box, allowed first, cheapest first (as the estimate). */
  lines: ShippingEstimateLine[];
  /**
   * Null unless every item names its variant, every item can be bought now (variant, stock, minimum) and has a
   * known weight, and a line takes the box.
   */
  landed: LandedCost | null;
}

export const PARCEL_SOURCES = ['PURCHASE', 'SELF_SHIPPED'] as const;
export type ParcelSource = (typeof PARCEL_SOURCES)[number];

/** IN_STOCK: waiting, free to ship; IN_TRANSIT_ORDER: held by an open transit order; SHIPPED: left the warehouse. */
export const PARCEL_STATUSES = ['IN_STOCK', 'IN_TRANSIT_ORDER', 'SHIPPED'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export interface ParcelItem {
  title: string;
  image: string;
  skuLabel: string;
  quantity: number;
  /** The purchase-order item these goods are (parcels of purchase orders, in the stock-in list). */
  itemId?: string;
  /** Its inspection photos, measured weight and the shopper's say (parcels of purchase orders). */
  inspection?: ItemInspection | null;
}

export interface StockInParcel {
  id: string;
  parcelNo: string;
  source: ParcelSource;
  /** The purchase order the goods came from (PURCHASE). */
  orderNo: string | null;
  /** The courier tracking number it arrived with (SELF_SHIPPED, or the shop's shipment). */
  trackingNo: string | null;
  warehouse: { id: string; name: string };
  items: ParcelItem[];
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Image URLs taken at the warehouse. */
  photos: string[];
  arrivedAt: string;
  freeStorageUntil: string;
  /** Whole days of free storage left (negative: days beyond it; storage is shown, not charged). */
  freeStorageDaysLeft: number;
  status: ParcelStatus;
  transitOrderId: string | null;
  transitOrderNo: string | null;
}

export interface StockInParcelQuery {
  /** Default: parcels still in the warehouse (IN_STOCK and IN_TRANSIT_ORDER). */
  status?: ParcelStatus;
  pageNo?: number;
  /** Up to MAX_PARCEL_PAGE_SIZE, so the whole stock fits one page. */
  pageSize?: number;
}
export const MAX_PARCEL_PAGE_SIZE = 2000;

export const TRANSIT_ORDER_STATUSES = [
  'PACKING',
  'AWAITING_PAYMENT',
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CLOSED',
] as const;
export type TransitOrderStatus = (typeof TRANSIT_ORDER_STATUSES)[number];
/** States from which the shopper may close the order (before payment). */
export const TRANSIT_ORDER_CLOSABLE: readonly TransitOrderStatus[] = ['PACKING', 'AWAITING_PAYMENT'];

/**
 * Services a shopper may add to a transit order. INSURANCE: the declared value is refunded if the parcel is lost
 * or damaged in transit; REINFORCED_PACKING: corner guards and a double carton, per parcel; TRIAL_PACKING: the
 * warehouse packs, weighs and measures the box before the shopper pays, so the fee paid is exact.
 */
export const TRANSIT_SERVICES = ['INSURANCE', 'REINFORCED_PACKING', 'TRIAL_PACKING'] as const;
export type TransitServiceCode = (typeof TRANSIT_SERVICES)[number];

/** Largest value a shopper may declare for one transit order, CNY. */
export const MAX_DECLARED_VALUE = 1_000_000;

/** The services the tenant offers and their prices, CNY; null: not offered. */
export interface TransitServiceOffer {
  /** Premium = ratePercent of the declared value, at least minimumFee. */
  insurance: { ratePercent: number; minimumFee: number } | null;
  reinforcedPacking: { feePerParcel: number } | null;
  trialPacking: { fee: number } | null;
}

export type SaveTransitServicesRequest = { tenantId: string } & TransitServiceOffer;

/** A service on an order or a quote and its fee, CNY, as the server priced it. */
export interface TransitServiceCharge {
  service: TransitServiceCode;
  fee: number;
}

export interface TransitQuoteRequest {
  purchaseParcelIds: string[];
  /** The line's name in any of the tenant's languages. */
  transitOptionName: string;
  /** The destination country (of the delivery address or the pickup point). */
  country: string;
  /** The goods' value, CNY (0 to MAX_DECLARED_VALUE); insurance needs more than 0. */
  declaredValue?: number;
  services?: TransitServiceCode[];
}

/**
 * What a transit order of these parcels would cost to the door, every line priced by the server: the declared
 * goods' value, the line's fee for the parcels packed together (by the packing rule: the warehouse weighs the
 * real box), each service, and the import charges under the country's rule in force today (null without a rule).
 */
export interface TransitQuote {
  country: string;
  transitOptionName: string;
  weights: ShipmentWeights;
  shipping: TransitFeeBreakdown;
  declaredValue: number;
  services: TransitServiceCharge[];
  /** Shipping + services: what the agent asks for the order. */
  amountDue: number;
  importCharges: ImportCharges | null;
  rule: ImportRule | null;
  /** Declared value + amountDue + import charges. */
  total: number;
}

export interface CreateTransitOrderRequest {
  purchaseParcelIds: string[];
  /** The line's name in any of the tenant's languages (the order records the line's own name). */
  transitOptionName: string;
  /** Delivery address (required unless selfPickup). */
  userAddressId?: string | null;
  /** The courier that delivers inside the destination country, free text. */
  localExpressCompanyName?: string | null;
  selfPickup: boolean;
  /** A LOCAL tenant warehouse to collect from (selfPickup); defaults to the tenant's first pickup point. */
  pickupWarehouseId?: string | null;
  remark?: string;
  /** The goods' value, CNY (default 0); insurance covers it and customs charge duty on it. */
  declaredValue?: number;
  services?: TransitServiceCode[];
}

/** The address the order ships to, copied when the order was created. */
export interface TransitDestination {
  recipient: string;
  phone: string;
  country: string;
  regionNames: string[];
  city: string;
  street: string;
  postcode: string;
}

export interface TransitTimelineEntry {
  status: TransitOrderStatus;
  at: string;
  /** Note of the step in the reader's language. */
  note: string;
  /** What happened, as messages.json `timeline.<key>`, and its parameters; absent on notes stored as plain text. */
  noteKey?: string;
  noteParams?: MessageParams;
}

/** Carrier scan events, shown in the tracking timeline (newest first). */
export const TRACKING_EVENTS = [
  'PACKED',
  'HANDED_TO_CARRIER',
  'EXPORT_CUSTOMS_CLEARED',
  'DEPARTED_ORIGIN',
  'ARRIVED_DESTINATION',
  'IMPORT_CUSTOMS_CLEARED',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'DELIVERED',
] as const;
export type TrackingEventCode = (typeof TRACKING_EVENTS)[number];

export interface TrackingEvent {
  code: TrackingEventCode;
  at: string;
  /** City or facility, e.g. "Guangzhou", "Vientiane". */
  location: string;
}

export interface TransitOrderSummary {
  id: string;
  orderNo: string;
  status: TransitOrderStatus;
  createdAt: string;
  transitOptionName: string;
  parcelCount: number;
  selfPickup: boolean;
  /** Country the order ships to. */
  country: string;
  /** Fee computed from the parcels when the order was made (CNY). */
  estimatedFee: number;
  /** The exact fee once weighed (AWAITING_PAYMENT onwards), else null. */
  fee: number | null;
  /** The TRANSIT payment record to pay, once weighed. */
  paymentNo: string | null;
  /** The declared goods' value, CNY. */
  declaredValue: number;
  /** The services chosen and their fees (priced when the order was made). */
  services: TransitServiceCharge[];
  /** What the payment asks once weighed: fee + services; null before. */
  amountDue: number | null;
  carrier: string | null;
  trackingNo: string | null;
  actions: TransitOrderActions;
}

/** What the shopper may do with the order now (the server's state machine decides). */
export interface TransitOrderActions {
  canPay: boolean;
  canClose: boolean;
  canComplete: boolean;
}

export interface TransitOrder extends TransitOrderSummary {
  parcels: StockInParcel[];
  destination: TransitDestination | null;
  pickupPoint: TenantWarehouse | null;
  localExpressCompanyName: string | null;
  remark: string;
  /** From the parcels when the order was made. */
  estimatedWeights: ShipmentWeights;
  /** Measured at packing; null before. */
  weights: ShipmentWeights | null;
  /** The packed box (cm); null before packing. */
  packedSize: { lengthCm: number; widthCm: number; heightCm: number } | null;
  feeBreakdown: TransitFeeBreakdown | null;
  paidAt: string | null;
  timeline: TransitTimelineEntry[];
  tracking: TrackingEvent[];
}

export interface TransitOrderQuery {
  status?: TransitOrderStatus;
  orderNo?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface TransitOrderList extends Page<TransitOrderSummary> {
  /** The shopper's orders per status, ignoring the status filter but respecting orderNo; `ALL` is their sum. */
  statusCounts: Record<TransitOrderStatus | 'ALL', number>;
}

export interface PayTransitOrderRequest {
  payPassword: string;
}

/** Operator: a parcel the shopper sent to the warehouse themselves arrived, marked with their member code. */
export interface OperatorAnnounceParcelRequest {
  memberCode: string;
  tenantWarehouseId: string;
  trackingNo: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  items?: ParcelItem[];
  photos?: string[];
}

/**
 * Operator: one step forward. PACKING → AWAITING_PAYMENT weighs (by the packing rule unless measured values are
 * given) and raises the TRANSIT payment; PAID → SHIPPED needs a carrier and tracking number (generated when
 * absent); SHIPPED → DELIVERED.
 */
export interface OperatorAdvanceTransitRequest {
  weightGrams?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  carrier?: string;
  trackingNo?: string;
}

/** Operator: the packed box of an order with trial packing, measured at the warehouse. */
export interface OperatorTrialPackingRequest {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Operator: transit orders of every tenant (or one), with whose they are. */
export interface OperatorTransitOrderList {
  items: (TransitOrderSummary & { tenantId: string; shopperEmail: string })[];
}
