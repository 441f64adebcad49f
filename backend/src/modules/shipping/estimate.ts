// Prices a shipment on every line of the tenant: weights by the line's divisor, the fee, or why the line refuses.
import type { Selectable } from 'kysely';
import type { Locale, ShippingEstimate, ShippingEstimateLine, TransitFeeBreakdown } from '../../../../contract';
import type { Db } from '../../db';
import type { TransitOptionsTable } from '../reference/tables';
import { inLanguage } from '../reference/translated';
import { feeFor, refusalFor, shipmentWeights, type Box, type FeeFen, type LineTariff } from './rules';

export type TransitLineRow = Selectable<TransitOptionsTable>;

const yuan = (fen: number) => Math.round(fen) / 100;

export function tariffOf(line: TransitLineRow): LineTariff {
  return {
    countries: line.countries,
    firstWeightGrams: line.first_weight_grams,
    firstWeightFeeFen: line.first_weight_fee_fen,
    additionalWeightGrams: line.additional_weight_grams,
    additionalWeightFeeFen: line.additional_weight_fee_fen,
    volumetricDivisor: line.volumetric_divisor,
    maxWeightGrams: line.max_weight_grams,
    maxLengthCm: line.max_length_cm,
  };
}

export function toBreakdown(fee: FeeFen): TransitFeeBreakdown {
  return {
    firstWeightFee: yuan(fee.firstWeightFeeFen),
    additionalUnits: fee.additionalUnits,
    additionalWeightFee: yuan(fee.additionalWeightFeeFen),
    total: yuan(fee.totalFen),
  };
}

export function estimateLine(line: TransitLineRow, country: string, box: Box): ShippingEstimateLine {
  const tariff = tariffOf(line);
  const weights = shipmentWeights(box, tariff.volumetricDivisor);
  const refusal = refusalFor(tariff, country, weights.chargeableGrams, box);
  return {
    transitOptionName: line.name,
    description: line.description,
    deliveryDays: { min: line.delivery_days_min, max: line.delivery_days_max },
    restrictions: line.restrictions,
    selfPickupAvailable: line.self_pickup_available,
    weights,
    allowed: refusal === null,
    refusal,
    maxWeightGrams: line.max_weight_grams,
    maxLengthCm: line.max_length_cm,
    fee: refusal === null ? toBreakdown(feeFor(tariff, weights.chargeableGrams)) : null,
  };
}

/** The tenant's lines in their order, each named and described in `language` (a page sends that name back). */
export async function transitLines(db: Db, tenantId: string, language?: Locale): Promise<TransitLineRow[]> {
  const rows = await db
    .selectFrom('transit_options')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    ...row,
    name: inLanguage(row.name, row.name_translations, language),
    description: inLanguage(row.description, row.description_translations, language),
  }));
}

/** Every line of the tenant for this box: allowed lines first, cheapest first; refused ones after, in line order. */
export async function estimateShipping(
  db: Db,
  tenantId: string,
  country: string,
  box: Box,
  language?: Locale,
): Promise<ShippingEstimate> {
  const lines = (await transitLines(db, tenantId, language)).map((l) => estimateLine(l, country, box));
  const allowed = lines.filter((l) => l.allowed).sort((a, b) => (a.fee?.total ?? 0) - (b.fee?.total ?? 0));
  return { country, lines: [...allowed, ...lines.filter((l) => !l.allowed)] };
}
