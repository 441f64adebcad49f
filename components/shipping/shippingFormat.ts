// How weights, sizes and delivery times read on the shipping pages. Grams and centimetres come from the API;
// weights show in kilograms with up to 2 decimals (a parcel of 350 g reads "0.35 kg"), with the same fixed
// grouping as money so the server and the browser render the same text.
import { formatAmount } from '@/utils/currency';

/**
 * Isolates a value put into a sentence (a weight, a size, a name) so that it keeps its own direction inside a
 * right-to-left sentence (Unicode first-strong isolate: the text's own first letter decides).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export function kg(grams: number): string {
  return `${formatAmount(grams / 1000, { minDecimals: 0, maxDecimals: 2 })} kg`;
}

export function sizeCm(size: { lengthCm: number; widthCm: number; heightCm: number }): string {
  return `${formatAmount(size.lengthCm, { minDecimals: 0, maxDecimals: 1 })} × ${formatAmount(size.widthCm, { minDecimals: 0, maxDecimals: 1 })} × ${formatAmount(size.heightCm, { minDecimals: 0, maxDecimals: 1 })} cm`;
}

/** Sum of the parcels' weights in grams. */
export function totalGrams(parcels: readonly { weightGrams: number }[]): number {
  return parcels.reduce((sum, p) => sum + p.weightGrams, 0);
}
