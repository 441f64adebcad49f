// The estimator's form rules: a country, a weight in kilograms (up to 1,000 kg, sent in whole grams), and the
// box size in whole centimetres (1–500 each), either all three sides or none (without a size only the weight
// counts). Each rule returns a reason code shown under its field, or the query to send.
import type { ShippingEstimateQuery } from '@/contract';

export const MAX_ESTIMATE_KG = 1000;
export const MAX_SIDE_CM = 500;

export type EstimateField = 'country' | 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm';
export type EstimateError = 'REQUIRED' | 'INVALID_NUMBER' | 'TOO_SMALL' | 'TOO_LARGE' | 'SIZE_INCOMPLETE';
export type EstimateValues = Record<EstimateField, string>;

/** Accepts "1,5" as well as "1.5": a decimal comma is how most of the tenants' shoppers write it. */
function number(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : null;
}

export function parseEstimateInput(
  values: EstimateValues,
): { ok: true; query: ShippingEstimateQuery } | { ok: false; errors: Partial<Record<EstimateField, EstimateError>> } {
  const errors: Partial<Record<EstimateField, EstimateError>> = {};
  if (!values.country) errors.country = 'REQUIRED';
  const weight = number(values.weightKg);
  if (!values.weightKg.trim()) errors.weightKg = 'REQUIRED';
  else if (weight === null) errors.weightKg = 'INVALID_NUMBER';
  else if (Math.round(weight * 1000) < 1) errors.weightKg = 'TOO_SMALL';
  else if (weight > MAX_ESTIMATE_KG) errors.weightKg = 'TOO_LARGE';

  const sides = ['lengthCm', 'widthCm', 'heightCm'] as const;
  const given = sides.filter((side) => values[side].trim());
  const size: Partial<Record<(typeof sides)[number], number>> = {};
  for (const side of sides) {
    if (!values[side].trim()) {
      if (given.length > 0) errors[side] = 'SIZE_INCOMPLETE';
      continue;
    }
    const value = number(values[side]);
    if (value === null) errors[side] = 'INVALID_NUMBER';
    else if (Math.round(value) < 1) errors[side] = 'TOO_SMALL';
    else if (Math.round(value) > MAX_SIDE_CM) errors[side] = 'TOO_LARGE';
    else size[side] = Math.round(value);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: { country: values.country, weightGrams: Math.round((weight ?? 0) * 1000), ...size },
  };
}
