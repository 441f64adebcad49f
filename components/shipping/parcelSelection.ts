// Which parcels a shopper can pick for a transit order and what the pick weighs. Only parcels waiting in stock
// can be picked (one held by an open transit order is already on its way out); the selection keeps the list's
// order and drops ids that are no longer pickable after a reload.
import type { StockInParcel } from '@/contract';
import { totalGrams } from './shippingFormat';

export function isSelectable(parcel: Pick<StockInParcel, 'status'>): boolean {
  return parcel.status === 'IN_STOCK';
}

export function selectableIds(parcels: readonly StockInParcel[]): string[] {
  return parcels.filter(isSelectable).map((p) => p.id);
}

/** The selected ids that are still pickable, in list order. */
export function pruneParcelSelection(parcels: readonly StockInParcel[], selected: readonly string[]): string[] {
  const wanted = new Set(selected);
  return selectableIds(parcels).filter((id) => wanted.has(id));
}

export function toggleParcel(
  parcels: readonly StockInParcel[],
  selected: readonly string[],
  id: string,
  on: boolean,
): string[] {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return pruneParcelSelection(parcels, [...next]);
}

export interface SelectionSummary {
  count: number;
  grams: number;
  parcels: StockInParcel[];
}

export function selectionSummary(parcels: readonly StockInParcel[], selected: readonly string[]): SelectionSummary {
  const wanted = new Set(selected);
  const picked = parcels.filter((p) => isSelectable(p) && wanted.has(p.id));
  return { count: picked.length, grams: totalGrams(picked), parcels: picked };
}
