// The cheapest way to ship a set of parcels: which parcels the warehouse packs together (packParcels) and on
// which line each box goes, priced by the same rules as a transit order (rules.ts). Pure and deterministic.
//
// - Up to EXHAUSTIVE_MAX_PARCELS parcels every partition is compared (a dynamic programme over subsets, exact).
//   Splitting wins where a line's weight limit demands it, and also where the packing rule or a line's pricing
//   (first-weight fee, volumetric divisor) makes two boxes cheaper than one.
// - Above that bound, first-fit decreasing per line (a parcel joins a box only while the box stays within the
//   line's limit and costs no more than shipping the parcel alone), each box then re-priced on its cheapest line;
//   the best of those and of "every parcel alone" wins, so the advice never costs more than separate boxes.
// - Only parcels in the same warehouse can share a box.
// - Ties: the lower total, then fewer boxes, then the first plan found in a fixed order (parcels sorted by id,
//   lines in the tenant's order), so the same parcels always give the same advice whatever order they come in.
import { feeFor, packParcels, refusalFor, shipmentWeights, type Box, type FeeFen, type LineTariff } from './rules';

/** Above this many parcels the exhaustive search (3^n steps) gives way to the greedy packing. */
export const EXHAUSTIVE_MAX_PARCELS = 10;

export interface PlanParcel {
  id: string;
  warehouseId: string;
  box: Box;
}

/** A line of the tenant, in the tenant's order (the earlier wins a tie on fee). */
export interface PlanLine {
  name: string;
  tariff: LineTariff;
}

export interface PlannedGroup {
  /** In the order the parcels were given. */
  parcelIds: string[];
  line: string;
  /** The packed box the fee is for. */
  box: Box;
  chargeableGrams: number;
  volumetricGrams: number;
  fee: FeeFen;
}

export type PlanMethod = 'EXHAUSTIVE' | 'GREEDY';

export interface ConsolidationPlan {
  /** Ordered by each group's first parcel in the order the parcels were given. */
  groups: PlannedGroup[];
  totalFen: number;
  /** Every parcel packed and shipped on its own, each on its cheapest line. */
  separateFen: number;
  method: PlanMethod;
}

export type PlanOutcome =
  | { ok: true; plan: ConsolidationPlan }
  | { ok: false; reason: 'NO_LINE_TO_COUNTRY' }
  /** No line to the country takes this parcel even on its own (too heavy once packed). */
  | { ok: false; reason: 'NO_LINE_FOR_PARCEL'; parcelId: string };

type Priced = Omit<PlannedGroup, 'parcelIds'>;

/** The cheapest line for these parcels packed into one box, or null when none takes it. */
function priceBox(parcels: readonly PlanParcel[], lines: readonly PlanLine[], country: string): Priced | null {
  const box = packParcels(parcels.map((p) => p.box));
  let best: Priced | null = null;
  for (const line of lines) {
    const weights = shipmentWeights(box, line.tariff.volumetricDivisor);
    if (refusalFor(line.tariff, country, weights.chargeableGrams, box) !== null) continue;
    const fee = feeFor(line.tariff, weights.chargeableGrams);
    if (best === null || fee.totalFen < best.fee.totalFen) {
      best = {
        line: line.name,
        box,
        chargeableGrams: weights.chargeableGrams,
        volumetricGrams: weights.volumetricGrams,
        fee,
      };
    }
  }
  return best;
}

interface Partial {
  fen: number;
  groups: number;
}

const better = (a: Partial, b: Partial | null) =>
  b === null || a.fen < b.fen || (a.fen === b.fen && a.groups < b.groups);

/** Exact: the cheapest partition of the parcels into boxes (sorted parcels, bitmask over them). */
function exhaustive(
  sorted: readonly PlanParcel[],
  lines: readonly PlanLine[],
  country: string,
): { members: PlanParcel[]; priced: Priced }[] {
  const n = sorted.length;
  const full = (1 << n) - 1;
  const boxCost: (Priced | null)[] = new Array<Priced | null>(full + 1).fill(null);
  for (let mask = 1; mask <= full; mask += 1) {
    const members = sorted.filter((_, i) => mask & (1 << i));
    const warehouse = members[0]?.warehouseId;
    boxCost[mask] = members.every((p) => p.warehouseId === warehouse) ? priceBox(members, lines, country) : null;
  }
  const best: (Partial | null)[] = new Array<Partial | null>(full + 1).fill(null);
  const choice = new Array<number>(full + 1).fill(0);
  best[0] = { fen: 0, groups: 0 };
  for (let mask = 1; mask <= full; mask += 1) {
    const lowest = mask & -mask;
    // Every box holding the lowest parcel of `mask`, plus the best plan for the rest: each partition once.
    for (let sub = mask; sub > 0; sub = (sub - 1) & mask) {
      if (!(sub & lowest)) continue;
      const box = boxCost[sub];
      const rest = best[mask ^ sub];
      if (!box || !rest) continue;
      const candidate = { fen: rest.fen + box.fee.totalFen, groups: rest.groups + 1 };
      if (better(candidate, best[mask] ?? null)) {
        best[mask] = candidate;
        choice[mask] = sub;
      }
    }
  }
  const groups: { members: PlanParcel[]; priced: Priced }[] = [];
  for (let mask = full; mask > 0; mask ^= choice[mask] ?? mask) {
    const sub = choice[mask] ?? 0;
    if (sub === 0) throw new Error('every parcel fits a line on its own, so every set has a plan');
    groups.push({ members: sorted.filter((_, i) => sub & (1 << i)), priced: boxCost[sub] as Priced });
  }
  return groups;
}

/** Sound for many parcels: first-fit decreasing per line, boxes re-priced on their cheapest line; never above "alone". */
function greedy(
  sorted: readonly PlanParcel[],
  lines: readonly PlanLine[],
  country: string,
): { members: PlanParcel[]; priced: Priced }[] {
  const alone = sorted.map((p) => ({ members: [p], priced: priceBox([p], lines, country) as Priced }));
  let best = alone;
  let bestCost: Partial = { fen: alone.reduce((s, g) => s + g.priced.fee.totalFen, 0), groups: alone.length };
  for (const line of lines) {
    const only = [line];
    const weight = (ps: readonly PlanParcel[]) => priceBox(ps, only, country);
    const ordered = sorted
      .map((p) => ({ p, single: weight([p]) }))
      .sort((a, b) => (b.single?.chargeableGrams ?? -1) - (a.single?.chargeableGrams ?? -1));
    const bins: { members: PlanParcel[]; fen: number }[] = [];
    const outside: PlanParcel[] = [];
    for (const { p, single } of ordered) {
      if (!single) {
        outside.push(p);
        continue;
      }
      const bin = bins.find((b) => {
        if (b.members[0]?.warehouseId !== p.warehouseId) return false;
        const joined = weight([...b.members, p]);
        return joined !== null && joined.fee.totalFen - b.fen <= single.fee.totalFen;
      });
      if (bin) {
        bin.members.push(p);
        bin.fen = (weight(bin.members) as Priced).fee.totalFen;
      } else bins.push({ members: [p], fen: single.fee.totalFen });
    }
    const groups = [...bins.map((b) => b.members), ...outside.map((p) => [p])].map((members) => ({
      members,
      priced: priceBox(members, lines, country) as Priced,
    }));
    const cost = { fen: groups.reduce((s, g) => s + g.priced.fee.totalFen, 0), groups: groups.length };
    if (better(cost, bestCost)) {
      best = groups;
      bestCost = cost;
    }
  }
  return best;
}

export function planConsolidation(
  parcels: readonly PlanParcel[],
  lines: readonly PlanLine[],
  country: string,
): PlanOutcome {
  if (parcels.length === 0) throw new Error('planConsolidation needs at least one parcel');
  const serving = lines.filter((l) => refusalFor(l.tariff, country, 0) === null);
  if (serving.length === 0) return { ok: false, reason: 'NO_LINE_TO_COUNTRY' };

  const position = new Map(parcels.map((p, i) => [p.id, i]));
  const sorted = [...parcels].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let separateFen = 0;
  for (const p of sorted) {
    const alone = priceBox([p], serving, country);
    if (!alone) return { ok: false, reason: 'NO_LINE_FOR_PARCEL', parcelId: p.id };
    separateFen += alone.fee.totalFen;
  }

  const method: PlanMethod = sorted.length <= EXHAUSTIVE_MAX_PARCELS ? 'EXHAUSTIVE' : 'GREEDY';
  const found = method === 'EXHAUSTIVE' ? exhaustive(sorted, serving, country) : greedy(sorted, serving, country);
  const at = (p: PlanParcel) => position.get(p.id) ?? 0;
  const groups = found
    .map(({ members, priced }) => ({
      parcelIds: [...members].sort((a, b) => at(a) - at(b)).map((p) => p.id),
      ...priced,
    }))
    .sort((a, b) => (position.get(a.parcelIds[0] ?? '') ?? 0) - (position.get(b.parcelIds[0] ?? '') ?? 0));
  return { ok: true, plan: { groups, totalFen: groups.reduce((s, g) => s + g.fee.totalFen, 0), separateFen, method } };
}
