// Sums over parcels for the shipping pages; how a weight or size reads is the page formatter's
// (components/common/useFormat).

/** Sum of the parcels' weights in grams. */
export function totalGrams(parcels: readonly { weightGrams: number }[]): number {
  return parcels.reduce((sum, p) => sum + p.weightGrams, 0);
}
