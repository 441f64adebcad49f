// The demo tenants' shipping lines. Prices and days come from each tenant's `transitOptions` (the fee articles
// quote the same numbers: the first kilogram and each further started kilogram); this file adds what a line
// needs to price a real shipment: the countries it serves, its volumetric divisor, its weight and length limits and the goods
// it refuses.
import type { TransitRestriction } from '../../../../contract';
import type { DemoTenant, DemoTransitOption } from '../tenants';
import { forLanguages, LINE_TEXTS } from '../tenants/referenceTexts';

interface LineRules {
  countries: string[];
  volumetricDivisor: number;
  maxWeightGrams: number;
  /** Longest side of a box in cm; null: no limit. */
  maxLengthCm: number | null;
  restrictions: TransitRestriction[];
}

const AIR_RULES: Omit<LineRules, 'countries'> = {
  volumetricDivisor: 6000,
  maxWeightGrams: 30_000,
  // Air couriers take boxes up to 120 cm on their longest side.
  maxLengthCm: 120,
  restrictions: ['BATTERIES', 'LIQUIDS', 'POWDERS', 'MAGNETS'],
};
const SURFACE_RULES: Omit<LineRules, 'countries'> = {
  volumetricDivisor: 5000,
  maxWeightGrams: 150_000,
  maxLengthCm: null,
  restrictions: ['BATTERIES', 'FOOD'],
};

/** Per tenant and line name; a line not listed serves every supported country with the air rules. */
const RULES: Record<string, Record<string, LineRules>> = {
  globalbuy: {
    'Air Express': { ...AIR_RULES, countries: ['US', 'CA', 'MX', 'GB', 'AU'] },
    'Sea Freight': { ...SURFACE_RULES, countries: ['US', 'CA', 'AU'] },
  },
  souq: {
    'Air Express': { ...AIR_RULES, countries: ['SA', 'AE', 'KW', 'QA', 'BH'] },
    'Sea Freight': { ...SURFACE_RULES, countries: ['SA', 'AE'], restrictions: ['BATTERIES', 'FOOD', 'BRANDED_GOODS'] },
  },
  accra: {
    'Sea Freight': { ...SURFACE_RULES, countries: ['GH', 'TG', 'CI'] },
    'Air Express': { ...AIR_RULES, countries: ['GH', 'NG', 'CI', 'TG'], maxWeightGrams: 25_000 },
  },
  himal: {
    'Air Express': { ...AIR_RULES, countries: ['NP', 'IN', 'BT'] },
    'Road Freight via Kerung': { ...SURFACE_RULES, countries: ['NP'], volumetricDivisor: 6000, maxWeightGrams: 60_000 },
  },
  lao: {
    'Land Freight via Boten': { ...SURFACE_RULES, countries: ['LA'], volumetricDivisor: 6000, maxWeightGrams: 100_000 },
    'Air Express': { ...AIR_RULES, countries: ['LA', 'TH', 'VN'], maxWeightGrams: 20_000 },
  },
};

/** "7-12 days" → { min: 7, max: 12 }. */
export function parseDays(text: string): { min: number; max: number } {
  const [min = 7, max = min] = (text.match(/\d+/g) ?? []).map(Number);
  return { min, max: Math.max(min, max) };
}

export function transitLineRows(tenant: DemoTenant) {
  return tenant.transitOptions.map((o: DemoTransitOption, i) => {
    const rules = RULES[tenant.id]?.[o.name] ?? { ...AIR_RULES, countries: tenant.countries.map(([code]) => code) };
    const days = parseDays(o.estimatedDays);
    return {
      tenant_id: tenant.id,
      name: o.name,
      description: o.description,
      self_pickup_available: o.selfPickupAvailable,
      sort_order: i,
      countries: rules.countries,
      first_weight_grams: 1000,
      first_weight_fee_fen: o.firstWeightPriceFen,
      additional_weight_grams: 1000,
      additional_weight_fee_fen: o.pricePerKgFen,
      volumetric_divisor: rules.volumetricDivisor,
      max_weight_grams: rules.maxWeightGrams,
      max_length_cm: rules.maxLengthCm,
      delivery_days_min: days.min,
      delivery_days_max: days.max,
      restrictions: rules.restrictions,
      name_translations: forLanguages(LINE_TEXTS[o.name]?.name, tenant.supportedLanguages),
      description_translations: forLanguages(LINE_TEXTS[o.name]?.description, tenant.supportedLanguages),
    };
  });
}
