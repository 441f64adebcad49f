// The estimator page's address for a box, both ways: the "compare lines" link that the door cost panel (product and
// cart pages) writes, and the values the estimator's form starts from when it is opened with one. Apart from the
// form's rules so that those pages do not load them with their first screen.
import type { EstimateValues } from './estimateInput';

/** Estimator values from a page address (?country=&weightGrams=&lengthCm=&widthCm=&heightCm=); bad parts are dropped. */
export function estimateValuesFromQuery(query: Record<string, string | string[] | undefined>): Partial<EstimateValues> {
  const one = (key: string) => {
    const value = query[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const whole = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) : null);
  const values: Partial<EstimateValues> = {};
  const country = one('country');
  if (/^[A-Za-z]{2}$/.test(country)) values.country = country.toUpperCase();
  const grams = whole(one('weightGrams'));
  if (grams !== null && grams > 0) values.weightKg = String(grams / 1000);
  for (const side of ['lengthCm', 'widthCm', 'heightCm'] as const) {
    const cm = whole(one(side));
    if (cm !== null && cm > 0) values[side] = String(cm);
  }
  return values;
}

/** The estimator page's address for a box (the "compare lines" link). */
export function estimatorHref(
  country: string,
  box: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number },
): string {
  const params = new URLSearchParams({ country, weightGrams: String(box.weightGrams) });
  if (box.lengthCm > 0 && box.widthCm > 0 && box.heightCm > 0) {
    params.set('lengthCm', String(box.lengthCm));
    params.set('widthCm', String(box.widthCm));
    params.set('heightCm', String(box.heightCm));
  }
  return `/transportation-charge?${params.toString()}`;
}
