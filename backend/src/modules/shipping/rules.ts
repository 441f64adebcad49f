// The pricing rules of a shipping line, pure functions over integers (grams, centimetres, fen).
//   volumetric weight (g) = L × W × H (cm³) × 1000 / divisor, rounded up to the gram
//   chargeable weight     = max(actual, volumetric)
//   fee                   = first weight fee + ceil((chargeable − first weight) / additional step) × step fee
// A line refuses a country it does not serve, a chargeable weight above its limit and a box whose longest side is
// above its length limit (when it has one).
import type { EstimateRefusal, ShipmentWeights } from '../../../../contract';

export interface Box {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface LineTariff {
  countries: readonly string[];
  firstWeightGrams: number;
  firstWeightFeeFen: number;
  additionalWeightGrams: number;
  additionalWeightFeeFen: number;
  volumetricDivisor: number;
  maxWeightGrams: number;
  /** Longest side a box may have, in cm; null or absent (tariffs recorded before lines had it): no limit. */
  maxLengthCm?: number | null;
}

export interface FeeFen {
  firstWeightFeeFen: number;
  additionalUnits: number;
  additionalWeightFeeFen: number;
  totalFen: number;
}

export function volumetricGrams(box: Omit<Box, 'weightGrams'>, divisor: number): number {
  return Math.ceil((box.lengthCm * box.widthCm * box.heightCm * 1000) / divisor);
}

export function shipmentWeights(box: Box, divisor: number): ShipmentWeights {
  const volumetric = volumetricGrams(box, divisor);
  return {
    actualGrams: box.weightGrams,
    volumetricGrams: volumetric,
    chargeableGrams: Math.max(box.weightGrams, volumetric),
  };
}

export function feeFor(tariff: LineTariff, chargeableGrams: number): FeeFen {
  const beyond = Math.max(0, chargeableGrams - tariff.firstWeightGrams);
  const additionalUnits = Math.ceil(beyond / tariff.additionalWeightGrams);
  const additionalWeightFeeFen = additionalUnits * tariff.additionalWeightFeeFen;
  return {
    firstWeightFeeFen: tariff.firstWeightFeeFen,
    additionalUnits,
    additionalWeightFeeFen,
    totalFen: tariff.firstWeightFeeFen + additionalWeightFeeFen,
  };
}

export const longestSideCm = (box: Omit<Box, 'weightGrams'>) => Math.max(box.lengthCm, box.widthCm, box.heightCm);

/** Why the line cannot take this shipment (its packed box, when known), or null. */
export function refusalFor(
  tariff: LineTariff,
  country: string,
  chargeableGrams: number,
  box?: Box,
): EstimateRefusal | null {
  if (!tariff.countries.includes(country.toUpperCase())) return 'COUNTRY_NOT_SERVED';
  if (chargeableGrams > tariff.maxWeightGrams) return 'TOO_HEAVY';
  if (box && tariff.maxLengthCm != null && longestSideCm(box) > tariff.maxLengthCm) return 'OVERSIZE';
  return null;
}

/** Carton and filling the warehouse adds when it packs parcels into one box. */
export const PACKING_BASE_GRAMS = 150;
export const PACKING_PER_PARCEL_GRAMS = 50;
/** Padding around the goods on every side of the box (cm, both sides together). */
export const PACKING_MARGIN_CM = 2;

/**
 * The packing rule: the parcels go into one carton with the footprint of the largest parcel, stacked to the
 * height their total volume needs, plus a margin all round; the carton and filling add weight. An operator who
 * measures the box may give the real numbers instead.
 */
export function packParcels(parcels: readonly Box[]): Box {
  if (parcels.length === 0) throw new Error('packParcels needs at least one parcel');
  const sorted = parcels.map(
    (p) => [p.lengthCm, p.widthCm, p.heightCm].sort((a, b) => b - a) as [number, number, number],
  );
  const length = Math.max(...sorted.map((d) => d[0]));
  const width = Math.max(...sorted.map((d) => d[1]));
  const volume = sorted.reduce((sum, [l, w, h]) => sum + l * w * h, 0);
  const height = Math.max(Math.max(...sorted.map((d) => d[2])), Math.ceil(volume / (length * width)));
  return {
    weightGrams:
      parcels.reduce((sum, p) => sum + p.weightGrams, 0) +
      PACKING_BASE_GRAMS +
      PACKING_PER_PARCEL_GRAMS * parcels.length,
    lengthCm: length + PACKING_MARGIN_CM,
    widthCm: width + PACKING_MARGIN_CM,
    heightCm: height + PACKING_MARGIN_CM,
  };
}

/**
 * Room goods take once packed, per gram: 5 cm³/g (0.2 g/cm³), the density of boxed clothes, shoes and small
 * household goods that make up most agent parcels. Used only before the goods exist in the warehouse; once they
 * are weighed and measured the parcels' own sizes count.
 */
export const PACKED_CM3_PER_GRAM = 5;

/**
 * The packed-size rule for goods not bought yet: their weight fills a cube of PACKED_CM3_PER_GRAM per gram,
 * which the warehouse then packs as one parcel (carton, filling and margin by packParcels).
 */
export function packedGoodsBox(goodsGrams: number): Box {
  if (!Number.isInteger(goodsGrams) || goodsGrams < 1) throw new Error('packedGoodsBox needs a positive whole weight');
  const side = Math.max(1, Math.ceil(Math.cbrt(goodsGrams * PACKED_CM3_PER_GRAM)));
  return packParcels([{ weightGrams: goodsGrams, lengthCm: side, widthCm: side, heightCm: side }]);
}
