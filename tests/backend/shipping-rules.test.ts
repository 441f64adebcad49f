// The line pricing rules: volumetric and chargeable weight, first/additional weight fee, refusals, packing.
import {
  feeFor,
  packParcels,
  refusalFor,
  shipmentWeights,
  volumetricGrams,
  type LineTariff,
} from '../../backend/src/modules/shipping/rules';

const air: LineTariff = {
  countries: ['US', 'CA'],
  firstWeightGrams: 500,
  firstWeightFeeFen: 8800,
  additionalWeightGrams: 500,
  additionalWeightFeeFen: 3600,
  volumetricDivisor: 6000,
  maxWeightGrams: 30_000,
};

describe('weights', () => {
  it('volumetric weight is L×W×H/divisor in kg, rounded up to the gram', () => {
    expect(volumetricGrams({ lengthCm: 30, widthCm: 20, heightCm: 10 }, 6000)).toBe(1000);
    expect(volumetricGrams({ lengthCm: 31, widthCm: 20, heightCm: 10 }, 6000)).toBe(1034); // 1033.33…
    expect(volumetricGrams({ lengthCm: 30, widthCm: 20, heightCm: 10 }, 5000)).toBe(1200);
  });

  it('chargeable weight is the larger of actual and volumetric', () => {
    expect(shipmentWeights({ weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 }, 6000)).toEqual({
      actualGrams: 800,
      volumetricGrams: 1000,
      chargeableGrams: 1000,
    });
    expect(shipmentWeights({ weightGrams: 2500, lengthCm: 30, widthCm: 20, heightCm: 10 }, 6000)).toEqual({
      actualGrams: 2500,
      volumetricGrams: 1000,
      chargeableGrams: 2500,
    });
  });
});

describe('fee', () => {
  it('charges the first weight, then every started additional step', () => {
    expect(feeFor(air, 300)).toEqual({
      firstWeightFeeFen: 8800,
      additionalUnits: 0,
      additionalWeightFeeFen: 0,
      totalFen: 8800,
    });
    expect(feeFor(air, 500)).toMatchObject({ additionalUnits: 0, totalFen: 8800 });
    expect(feeFor(air, 501)).toMatchObject({ additionalUnits: 1, additionalWeightFeeFen: 3600, totalFen: 12_400 });
    expect(feeFor(air, 1000)).toMatchObject({ additionalUnits: 1, totalFen: 12_400 });
    expect(feeFor(air, 2600)).toMatchObject({ additionalUnits: 5, additionalWeightFeeFen: 18_000, totalFen: 26_800 });
  });

  it('refuses a country the line does not serve and a weight above its limit', () => {
    expect(refusalFor(air, 'us', 1000)).toBeNull();
    expect(refusalFor(air, 'MX', 1000)).toBe('COUNTRY_NOT_SERVED');
    expect(refusalFor(air, 'US', 30_000)).toBeNull();
    expect(refusalFor(air, 'US', 30_001)).toBe('TOO_HEAVY');
    // A length limit refuses a box whose longest side is above it; a line without one takes any length.
    const box = { weightGrams: 1000, lengthCm: 20, widthCm: 121, heightCm: 10 };
    expect(refusalFor({ ...air, maxLengthCm: 120 }, 'US', 1000, box)).toBe('OVERSIZE');
    expect(refusalFor({ ...air, maxLengthCm: 121 }, 'US', 1000, box)).toBeNull();
    expect(refusalFor({ ...air, maxLengthCm: null }, 'US', 1000, box)).toBeNull();
  });
});

describe('packing rule', () => {
  it('puts parcels in one carton with the largest footprint, stacked, with a margin and the carton weight', () => {
    const box = packParcels([
      { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightGrams: 400, lengthCm: 20, widthCm: 10, heightCm: 15 },
    ]);
    // footprint 30×20 (the second parcel lies flat as 20×15×10), volume 6000+3000 → height 15, plus 2 cm each way
    expect(box).toEqual({ weightGrams: 800 + 400 + 150 + 2 * 50, lengthCm: 32, widthCm: 22, heightCm: 17 });
  });

  it('keeps a single parcel’s size with the margin', () => {
    expect(packParcels([{ weightGrams: 500, lengthCm: 10, widthCm: 40, heightCm: 5 }])).toEqual({
      weightGrams: 700,
      lengthCm: 42,
      widthCm: 12,
      heightCm: 7,
    });
  });
});
