// The consolidation planner: together when one box is cheaper, apart when the pricing or the packing make two
// boxes cheaper or a line's limit demands it, the same advice whatever order the parcels come in.
import {
  EXHAUSTIVE_MAX_PARCELS,
  planConsolidation,
  type PlanLine,
  type PlanParcel,
} from '../../backend/src/modules/shipping/consolidationPlan';
import type { LineTariff } from '../../backend/src/modules/shipping/rules';

const tariff = (over: Partial<LineTariff> = {}): LineTariff => ({
  countries: ['US'],
  firstWeightGrams: 1000,
  firstWeightFeeFen: 3000,
  additionalWeightGrams: 1000,
  additionalWeightFeeFen: 2000,
  volumetricDivisor: 6000,
  maxWeightGrams: 30_000,
  ...over,
});
const line = (name: string, over: Partial<LineTariff> = {}): PlanLine => ({ name, tariff: tariff(over) });
const parcel = (
  id: string,
  weightGrams: number,
  size: [number, number, number] = [10, 10, 10],
  warehouseId = 'gz',
): PlanParcel => ({
  id,
  warehouseId,
  box: { weightGrams, lengthCm: size[0], widthCm: size[1], heightCm: size[2] },
});

function planOf(parcels: PlanParcel[], lines: PlanLine[], country = 'US') {
  const outcome = planConsolidation(parcels, lines, country);
  if (!outcome.ok) throw new Error(`expected a plan, got ${outcome.reason}`);
  return outcome.plan;
}

describe('planConsolidation', () => {
  it('packs two small parcels together when one box saves a first-weight fee', () => {
    // Alone: 400 g + carton 200 g = 600 g → 30.00 each. Together: 800 g + 250 g = 1050 g → 30.00 + 20.00.
    const plan = planOf([parcel('a', 400), parcel('b', 400)], [line('Air')]);
    expect(plan.groups).toHaveLength(1);
    expect(plan.groups[0]).toMatchObject({ parcelIds: ['a', 'b'], line: 'Air', chargeableGrams: 1050 });
    expect(plan.totalFen).toBe(5000);
    expect(plan.separateFen).toBe(6000);
    expect(plan.method).toBe('EXHAUSTIVE');
  });

  it('splits when a first-weight price makes two boxes cheaper than one', () => {
    // First 2 kg for 50.00, then 60.00 a kg. Alone: 1700 g → 50.00 each. Together: 3250 g → 50.00 + 2 × 60.00.
    const plan = planOf(
      [parcel('a', 1500), parcel('b', 1500)],
      [line('Flat', { firstWeightGrams: 2000, firstWeightFeeFen: 5000, additionalWeightFeeFen: 6000 })],
    );
    expect(plan.groups.map((g) => g.parcelIds)).toEqual([['a'], ['b']]);
    expect(plan.totalFen).toBe(10_000);
    expect(plan.separateFen).toBe(10_000);
  });

  it('splits when the packed box would be charged by its volume', () => {
    // A flat 60×40×5 parcel and a small cube: one carton with the flat one's footprint is 62×42×12 cm, 5208 g by
    // volume (13.00 + …), more than the flat one (3038 g) and the cube (700 g) boxed apart.
    const flat = parcel('flat', 500, [60, 40, 5]);
    const cube = parcel('cube', 500);
    const plan = planOf([flat, cube], [line('Air')]);
    expect(plan.groups.map((g) => g.parcelIds)).toEqual([['flat'], ['cube']]);
    expect(plan.groups[0]?.volumetricGrams).toBe(3038);
    expect(plan.totalFen).toBe(9000 + 3000);
  });

  it("splits where the line's weight limit demands it, and not otherwise", () => {
    const cheapPerKg = { additionalWeightFeeFen: 1000 };
    const parcels = [parcel('a', 3000), parcel('b', 3000)];
    // 6250 g packed together: over a 5 kg limit.
    const limited = planOf(parcels, [line('Small', { ...cheapPerKg, maxWeightGrams: 5000 })]);
    expect(limited.groups.map((g) => g.parcelIds)).toEqual([['a'], ['b']]);
    expect(limited.groups.every((g) => g.chargeableGrams <= 5000)).toBe(true);
    const roomy = planOf(parcels, [line('Big', cheapPerKg)]);
    expect(roomy.groups.map((g) => g.parcelIds)).toEqual([['a', 'b']]);
    expect(roomy.totalFen).toBeLessThan(roomy.separateFen);
  });

  it("splits where the line's length limit demands it, and not otherwise", () => {
    // Two 50 cm cubes: each packed alone is 52 cm on its longest side; together the carton grows to 52 × 52 × 95.
    const parcels = [parcel('a', 2000, [50, 50, 50]), parcel('b', 2000, [50, 50, 50])];
    expect(planOf(parcels, [line('Air', { maxWeightGrams: 100_000 })]).groups).toHaveLength(1);
    const limited = planOf(parcels, [line('Air', { maxWeightGrams: 100_000, maxLengthCm: 80 })]);
    expect(limited.groups.map((g) => g.parcelIds)).toEqual([['a'], ['b']]);
    for (const group of limited.groups)
      expect(Math.max(group.box.lengthCm, group.box.widthCm, group.box.heightCm)).toBeLessThanOrEqual(80);
    // A parcel longer than the limit even alone goes on a line without one.
    const long = parcel('pole', 1000, [130, 10, 10]);
    expect(
      planOf([long], [line('Air', { maxLengthCm: 120 }), line('Sea', { additionalWeightFeeFen: 5000 })]).groups[0],
    ).toMatchObject({ line: 'Sea' });
  });

  it('puts each box on its cheapest line, and a box too heavy for one line on another', () => {
    const lines = [
      line('Air', { maxWeightGrams: 5000 }),
      line('Sea', { firstWeightFeeFen: 4000, additionalWeightFeeFen: 500, maxWeightGrams: 100_000 }),
    ];
    const plan = planOf([parcel('a', 3000), parcel('b', 3000)], lines);
    // Together 6250 g only Sea takes: 40.00 + 6 × 5.00 = 70.00; apart on Sea 2 × (40.00 + 3 × 5.00) = 110.00.
    expect(plan.groups).toEqual([expect.objectContaining({ parcelIds: ['a', 'b'], line: 'Sea' })]);
    expect(plan.totalFen).toBe(7000);
  });

  it('advises a single parcel on its cheapest line with no saving', () => {
    const plan = planOf([parcel('only', 1200)], [line('Dear', { firstWeightFeeFen: 9000 }), line('Cheap')]);
    expect(plan.groups).toEqual([expect.objectContaining({ parcelIds: ['only'], line: 'Cheap' })]);
    expect(plan.totalFen).toBe(plan.separateFen);
  });

  it('breaks ties the same way every time: fewer boxes, then the earlier line, whatever the parcel order', () => {
    // Alone: 900 g → 30.00 each; together 1650 g → 30.00 + 30.00: the same total, so one box.
    const even = { additionalWeightFeeFen: 3000 };
    const lines = [line('Second', even), line('First', even)];
    const forward = planOf([parcel('a', 700), parcel('b', 700)], lines);
    expect(forward.groups).toEqual([expect.objectContaining({ parcelIds: ['a', 'b'], line: 'Second' })]);
    expect(forward.totalFen).toBe(forward.separateFen);

    const many = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id, i) => parcel(id, 600 + i * 450));
    const limit = [line('Air', { maxWeightGrams: 3000 })];
    const a = planOf(many, limit);
    const b = planOf([...many].reverse(), limit);
    const partition = (p: typeof a) => p.groups.map((g) => [...g.parcelIds].sort().join('+')).sort();
    expect(partition(b)).toEqual(partition(a));
    expect(b.totalFen).toBe(a.totalFen);
  });

  it('lists groups and their parcels in the order the parcels were given', () => {
    const plan = planOf(
      [parcel('z', 3000), parcel('y', 3000), parcel('x', 3000)],
      [line('Small', { maxWeightGrams: 7000, additionalWeightFeeFen: 500 })],
    );
    expect(plan.groups.flatMap((g) => g.parcelIds)).toEqual(expect.arrayContaining(['x', 'y', 'z']));
    expect(plan.groups[0]?.parcelIds[0]).toBe('z');
  });

  it('never packs parcels of different warehouses together', () => {
    const plan = planOf([parcel('a', 400, [10, 10, 10], 'gz'), parcel('b', 400, [10, 10, 10], 'yw')], [line('Air')]);
    expect(plan.groups.map((g) => g.parcelIds)).toEqual([['a'], ['b']]);
  });

  it('refuses a country no line serves, and a parcel no line takes even alone', () => {
    expect(planConsolidation([parcel('a', 400)], [line('Air')], 'FR')).toEqual({
      ok: false,
      reason: 'NO_LINE_TO_COUNTRY',
    });
    expect(planConsolidation([parcel('a', 400), parcel('huge', 40_000)], [line('Air')], 'US')).toEqual({
      ok: false,
      reason: 'NO_LINE_FOR_PARCEL',
      parcelId: 'huge',
    });
  });

  describe(`above ${EXHAUSTIVE_MAX_PARCELS} parcels (greedy packing)`, () => {
    const count = EXHAUSTIVE_MAX_PARCELS + 2;
    const ids = Array.from({ length: count }, (_, i) => `p${String(i).padStart(2, '0')}`);

    it('packs light parcels into one box', () => {
      const plan = planOf(
        ids.map((id) => parcel(id, 400)),
        [line('Air')],
      );
      expect(plan.method).toBe('GREEDY');
      expect(plan.groups).toHaveLength(1);
      expect(plan.totalFen).toBeLessThan(plan.separateFen);
    });

    it('keeps every box within the limit, every parcel exactly once, and never costs more than alone', () => {
      const parcels = ids.map((id, i) => parcel(id, 2000 + (i % 4) * 700));
      const plan = planOf(parcels, [
        line('Air', { maxWeightGrams: 10_000 }),
        line('Sea', { firstWeightFeeFen: 6000, additionalWeightFeeFen: 800, maxWeightGrams: 100_000 }),
      ]);
      expect(plan.groups.flatMap((g) => g.parcelIds).sort()).toEqual(ids);
      for (const g of plan.groups) expect(g.chargeableGrams).toBeLessThanOrEqual(g.line === 'Air' ? 10_000 : 100_000);
      expect(plan.totalFen).toBeLessThanOrEqual(plan.separateFen);
      expect(plan.totalFen).toBe(plan.groups.reduce((s, g) => s + g.fee.totalFen, 0));
    });

    it('splits on the limit when only one line serves', () => {
      const plan = planOf(
        ids.map((id) => parcel(id, 3000)),
        [line('Air', { maxWeightGrams: 10_000, additionalWeightFeeFen: 500 })],
      );
      // 3 × 3000 g + carton 300 g = 9300 g fits; a fourth parcel does not.
      expect(plan.groups.map((g) => g.parcelIds.length)).toEqual([3, 3, 3, 3]);
    });
  });
});
