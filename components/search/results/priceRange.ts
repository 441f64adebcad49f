// The price range inputs: empty means "no bound"; a bound is a number of 0 or more; the minimum may not exceed
// the maximum. Errors are translation keys (namespace `search`) so the form shows them in the shopper's language.
type PriceError = 'results.price.invalid' | 'results.price.order';

export type PriceRangeCheck =
  { ok: true; priceStart: number | null; priceEnd: number | null } | { ok: false; min?: PriceError; max?: PriceError };

function bound(raw: string): number | null | 'invalid' {
  const value = raw.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(value)) return 'invalid';
  return Number(value);
}

export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const min = bound(minText);
  const max = bound(maxText);
  if (min === 'invalid' || max === 'invalid') {
    return {
      ok: false,
      ...(min === 'invalid' ? { min: 'results.price.invalid' } : {}),
      ...(max === 'invalid' ? { max: 'results.price.invalid' } : {}),
    };
  }
  if (min !== null && max !== null && min > max) return { ok: false, max: 'results.price.order' };
  return { ok: true, priceStart: min, priceEnd: max };
}
