// Consolidation advice: the cheapest way to ship parcels the shopper picked.
//
//   POST /front/transit-options/consolidation   ConsolidationRequest → ConsolidationAdvice
// Errors: VALIDATION_FAILED (purchaseParcelIds: REQUIRED / TOO_MANY / DUPLICATE_PARCEL; country: INVALID_COUNTRY,
// or REQUIRED when it is left out and the shopper has no delivery address), PARCEL_NOT_FOUND (404, detail = the
// id), PARCEL_NOT_AVAILABLE (409: not waiting in the warehouse, detail = parcel number), NO_LINE_TO_COUNTRY (409),
// NO_LINE_FOR_PARCEL (409: too heavy for every line even alone, fields.parcelNo).
import type { ShipmentWeights, TransitFeeBreakdown } from './shipping';

/** The most parcels one request may plan (as many as one transit order holds). */
export const CONSOLIDATION_MAX_PARCELS = 100;

export interface ConsolidationRequest {
  purchaseParcelIds: string[];
  /** ISO country to ship to; left out: the country of the shopper's default delivery address. */
  country?: string | null;
}

/** Parcels the warehouse packs into one box, and the line that box goes on. Money in CNY. */
export interface ConsolidationGroup {
  /** In the order the request gave them. */
  purchaseParcelIds: string[];
  parcelNos: string[];
  transitOptionName: string;
  deliveryDays: { min: number; max: number };
  selfPickupAvailable: boolean;
  /** Of the packed box, by the warehouse's packing rule. */
  weights: ShipmentWeights;
  fee: TransitFeeBreakdown;
}

/** EXHAUSTIVE: every grouping compared; GREEDY: many parcels, packed box by box (never dearer than alone). */
export type ConsolidationMethod = 'EXHAUSTIVE' | 'GREEDY';

export interface ConsolidationAdvice {
  country: string;
  /** Ordered by each group's first parcel in the request. */
  groups: ConsolidationGroup[];
  /** Sum of the groups' estimated fees. */
  total: number;
  /** Every parcel boxed and shipped on its own, each on its cheapest line. */
  separateTotal: number;
  /** separateTotal − total (0 when shipping apart is as cheap). */
  saving: number;
  method: ConsolidationMethod;
}
