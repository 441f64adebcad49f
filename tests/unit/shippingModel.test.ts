// The pure rules behind the shipping pages: the cascading region picker, the address form's rules, the parcel
// selection, the estimator's input, the transit form's line choice, the transit page's URL and the journey order.
import type { AddressDistrict, ShippingEstimateLine, StockInParcel } from '@/contract';
import { chooseDistrict, districtLevels, districtNames, isCompletePath } from '@/components/address/districtLevels';
import { validateAddressValues, type AddressValues } from '@/components/address/addressRules';
import { placeLine } from '@/components/address/addressText';
import {
  pruneParcelSelection,
  selectableIds,
  selectionSummary,
  toggleParcel,
} from '@/components/shipping/parcelSelection';
import { parseEstimateInput } from '@/components/shipping/estimateInput';
import { formatterFor } from '@/utils/format';

const en = formatterFor('en');
import { chooseLine } from '@/components/transit/transitChoice';
import { parseTransitQuery, transitQueryParams } from '@/components/transit/transitQuery';
import { timelineEntries } from '@/components/transit/TrackingTimeline';

const tree: AddressDistrict[] = [
  {
    code: 'NY',
    name: 'New York',
    children: [
      { code: 'NY-NYC', name: 'New York City' },
      { code: 'NY-BUF', name: 'Buffalo' },
    ],
  },
  {
    code: 'CA',
    name: 'California',
    children: [{ code: 'CA-LA', name: 'Los Angeles', children: [{ code: 'CA-LA-1', name: 'Downtown' }] }],
  },
  { code: 'DC', name: 'District of Columbia' },
];

describe('district levels', () => {
  it('offers one level per chosen parent, as deep as the tree goes', () => {
    expect(districtLevels(tree, []).map((l) => l.options.length)).toEqual([3]);
    const ny = districtLevels(tree, ['NY']);
    expect(ny).toHaveLength(2);
    expect(ny[1]?.options.map((d) => d.code)).toEqual(['NY-NYC', 'NY-BUF']);
    expect(districtLevels(tree, ['CA', 'CA-LA'])).toHaveLength(3);
    // A leaf at the first level ends the path there.
    expect(districtLevels(tree, ['DC'])).toHaveLength(1);
  });

  it('is complete only when every offered level has a choice', () => {
    expect(isCompletePath(tree, ['NY'])).toBe(false);
    expect(isCompletePath(tree, ['NY', 'NY-NYC'])).toBe(true);
    expect(isCompletePath(tree, ['CA', 'CA-LA'])).toBe(false);
    expect(isCompletePath(tree, ['DC'])).toBe(true);
    expect(isCompletePath([], [])).toBe(true);
  });

  it('stops at a stale code instead of showing a region that does not exist', () => {
    expect(districtLevels(tree, ['NY', 'NY-GONE'])[1]?.selected).toBeNull();
    expect(districtNames(tree, ['NY', 'NY-GONE', 'X'])).toEqual(['New York']);
    expect(isCompletePath(tree, ['ZZ'])).toBe(false);
  });

  it('drops the deeper choices when a parent changes', () => {
    expect(chooseDistrict(['CA', 'CA-LA', 'CA-LA-1'], 0, 'NY')).toEqual(['NY']);
    expect(chooseDistrict(['NY'], 1, 'NY-BUF')).toEqual(['NY', 'NY-BUF']);
  });
});

describe('address rules', () => {
  const ok: AddressValues = {
    recipient: 'Jordan Miller',
    phone: '+1 212 555 0148',
    country: 'US',
    regionCodes: ['NY', 'NY-NYC'],
    city: 'New York',
    street: '350 W 42nd St',
    postcode: '10036',
  };

  it('passes a complete address', () => {
    expect(validateAddressValues(ok, true)).toEqual({});
  });

  it('names each problem with its own reason', () => {
    expect(
      validateAddressValues(
        { ...ok, recipient: ' ', phone: '12ab', street: 'A 1', postcode: '!!', city: 'x'.repeat(81) },
        true,
      ),
    ).toEqual({
      recipient: 'REQUIRED',
      phone: 'INVALID_PHONE',
      street: 'TOO_SHORT',
      postcode: 'INVALID_POSTCODE',
      city: 'TOO_LONG',
    });
    expect(validateAddressValues({ ...ok, phone: '' }, true).phone).toBe('REQUIRED');
    expect(validateAddressValues({ ...ok, postcode: '' }, true).postcode).toBeUndefined();
  });

  it('asks for the region down to the last level once a country is chosen', () => {
    expect(validateAddressValues(ok, false).regionCodes).toBe('INVALID_REGION');
    expect(validateAddressValues({ ...ok, country: '', regionCodes: [] }, false)).toEqual({ country: 'REQUIRED' });
  });

  it('needs a company name and a tax number for a company invoice only', () => {
    expect(validateAddressValues({ ...ok, sellerKind: 'INDIVIDUAL', companyName: '', taxNumber: '' }, true)).toEqual(
      {},
    );
    expect(validateAddressValues({ ...ok, sellerKind: 'COMPANY', companyName: '', taxNumber: '' }, true)).toEqual({
      companyName: 'REQUIRED_FOR_COMPANY',
      taxNumber: 'REQUIRED_FOR_COMPANY',
    });
    expect(
      validateAddressValues({ ...ok, sellerKind: 'COMPANY', companyName: 'Acme', taxNumber: '#12' }, true).taxNumber,
    ).toBe('INVALID_TAX_NUMBER');
    expect(
      validateAddressValues({ ...ok, sellerKind: 'COMPANY', companyName: 'Acme', taxNumber: 'DE 123.456/7' }, true),
    ).toEqual({});
  });

  it('reads an address in one line without repeating the city', () => {
    expect(
      placeLine({ ...ok, regionNames: ['New York', 'New York City'], city: 'New York City' }, 'United States'),
    ).toBe('350 W 42nd St, New York City, New York, 10036, United States');
  });
});

function parcel(id: string, weightGrams: number, status: StockInParcel['status'] = 'IN_STOCK'): StockInParcel {
  return {
    id,
    parcelNo: `PC-${id}`,
    source: 'PURCHASE',
    orderNo: null,
    trackingNo: null,
    warehouse: { id: 'w', name: 'W' },
    items: [],
    weightGrams,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
    photos: [],
    arrivedAt: '2026-11-01T00:00:00Z',
    freeStorageUntil: '2026-12-01T00:00:00Z',
    freeStorageDaysLeft: 8,
    status,
    transitOrderId: null,
    transitOrderNo: null,
  };
}

describe('parcel selection', () => {
  const list = [parcel('a', 500), parcel('b', 1250), parcel('c', 700, 'IN_TRANSIT_ORDER'), parcel('d', 2000)];

  it('picks only parcels in stock and sums their weight', () => {
    expect(selectableIds(list)).toEqual(['a', 'b', 'd']);
    let selected = toggleParcel(list, [], 'b', true);
    selected = toggleParcel(list, selected, 'a', true);
    selected = toggleParcel(list, selected, 'c', true);
    expect(selected).toEqual(['a', 'b']);
    const summary = selectionSummary(list, selected);
    expect(summary.count).toBe(2);
    expect(summary.grams).toBe(1750);
    expect(en.weight(summary.grams)).toBe('1.75 kg');
    expect(toggleParcel(list, selected, 'a', false)).toEqual(['b']);
  });

  it('drops picks that are no longer in stock after a reload', () => {
    const reloaded = [parcel('a', 500, 'IN_TRANSIT_ORDER'), parcel('b', 1250)];
    expect(pruneParcelSelection(reloaded, ['a', 'b', 'zz'])).toEqual(['b']);
  });

  it('formats sizes and small weights', () => {
    expect(en.weight(350)).toBe('350 g');
    expect(en.weight(12000)).toBe('12 kg');
    expect(en.size({ lengthCm: 40, widthCm: 30.5, heightCm: 20 })).toBe('40 × 30.5 × 20 cm');
  });
});

describe('estimator input', () => {
  const base = { country: 'US', weightKg: '2,5', lengthCm: '', widthCm: '', heightCm: '' };

  it('sends whole grams and whole centimetres, accepting a decimal comma', () => {
    expect(parseEstimateInput(base)).toEqual({ ok: true, query: { country: 'US', weightGrams: 2500 } });
    expect(parseEstimateInput({ ...base, lengthCm: '40', widthCm: '30.4', heightCm: '20' })).toEqual({
      ok: true,
      query: { country: 'US', weightGrams: 2500, lengthCm: 40, widthCm: 30, heightCm: 20 },
    });
  });

  it('explains what is missing or out of range', () => {
    expect(parseEstimateInput({ ...base, country: '', weightKg: '' })).toEqual({
      ok: false,
      errors: { country: 'REQUIRED', weightKg: 'REQUIRED' },
    });
    expect(parseEstimateInput({ ...base, weightKg: 'abc' })).toEqual({
      ok: false,
      errors: { weightKg: 'INVALID_NUMBER' },
    });
    expect(parseEstimateInput({ ...base, weightKg: '0' })).toEqual({ ok: false, errors: { weightKg: 'TOO_SMALL' } });
    expect(parseEstimateInput({ ...base, weightKg: '1001' })).toEqual({ ok: false, errors: { weightKg: 'TOO_LARGE' } });
    expect(parseEstimateInput({ ...base, lengthCm: '40' })).toEqual({
      ok: false,
      errors: { widthCm: 'SIZE_INCOMPLETE', heightCm: 'SIZE_INCOMPLETE' },
    });
    expect(parseEstimateInput({ ...base, lengthCm: '501', widthCm: '1', heightCm: '1' })).toEqual({
      ok: false,
      errors: { lengthCm: 'TOO_LARGE' },
    });
  });
});

function line(name: string, allowed: boolean, selfPickupAvailable: boolean): ShippingEstimateLine {
  return {
    transitOptionName: name,
    description: '',
    deliveryDays: { min: 5, max: 9 },
    restrictions: [],
    selfPickupAvailable,
    weights: { actualGrams: 1000, volumetricGrams: 800, chargeableGrams: 1000 },
    allowed,
    refusal: allowed ? null : 'TOO_HEAVY',
    maxWeightGrams: 30000,
    maxLengthCm: null,
    fee: allowed ? { firstWeightFee: 90, additionalUnits: 0, additionalWeightFee: 0, total: 90 } : null,
  };
}

describe('transit line choice', () => {
  const lines = [line('Sea', true, true), line('Air', true, false), line('Heavy', false, true)];
  it("keeps the shopper's pick while it fits, else the first line that fits", () => {
    expect(chooseLine(lines, null, 'delivery')?.transitOptionName).toBe('Sea');
    expect(chooseLine(lines, 'Air', 'delivery')?.transitOptionName).toBe('Air');
    expect(chooseLine(lines, 'Air', 'pickup')?.transitOptionName).toBe('Sea');
    expect(chooseLine(lines, 'Heavy', 'delivery')?.transitOptionName).toBe('Sea');
    expect(chooseLine([line('Air', true, false)], null, 'pickup')).toBeNull();
  });
});

describe('transit page URL', () => {
  it('reads only known statuses and sane pages, and writes only what differs from the default', () => {
    expect(parseTransitQuery({ status: 'SHIPPED', page: '2', order: 'abc' })).toEqual({
      status: 'SHIPPED',
      page: 2,
      order: 'abc',
    });
    expect(parseTransitQuery({ status: 'LOST', page: '-1' })).toEqual({ status: null, page: 1, order: null });
    expect(transitQueryParams({ status: null, page: 1, order: null })).toEqual({});
    expect(transitQueryParams({ status: 'PAID', page: 3, order: 'x' })).toEqual({
      status: 'PAID',
      page: '3',
      order: 'x',
    });
  });
});

describe('journey', () => {
  it('merges order steps and carrier scans, newest first', () => {
    const entries = timelineEntries(
      [
        { status: 'PACKING', at: '2026-11-01T10:00:00Z', note: '' },
        { status: 'SHIPPED', at: '2026-11-03T10:00:00Z', note: 'Cainiao' },
      ],
      [{ code: 'DEPARTED_ORIGIN', at: '2026-11-04T08:00:00Z', location: 'Guangzhou' }],
      { status: (s) => `status:${s}`, event: (c) => `event:${c}` },
    );
    expect(entries.map((e) => e.title)).toEqual(['event:DEPARTED_ORIGIN', 'status:SHIPPED', 'status:PACKING']);
    expect(entries[0]?.detail).toBe('Guangzhou');
  });
});

describe('estimator address', () => {
  it('fills the estimator from a compare link and drops what is not a value', async () => {
    const { estimateValuesFromQuery, estimatorHref } = await import('@/components/shipping/estimatorAddress');
    const href = estimatorHref('US', { weightGrams: 1850, lengthCm: 22, widthCm: 22, heightCm: 22 });
    expect(href).toBe('/transportation-charge?country=US&weightGrams=1850&lengthCm=22&widthCm=22&heightCm=22');
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(estimateValuesFromQuery(query)).toEqual({
      country: 'US',
      weightKg: '1.85',
      lengthCm: '22',
      widthCm: '22',
      heightCm: '22',
    });
    expect(estimatorHref('GB', { weightGrams: 500, lengthCm: 0, widthCm: 0, heightCm: 0 })).toBe(
      '/transportation-charge?country=GB&weightGrams=500',
    );
    expect(
      estimateValuesFromQuery({
        country: 'USA',
        weightGrams: '-3',
        lengthCm: ['1', '2'],
        widthCm: '1e3',
        heightCm: '0',
      }),
    ).toEqual({});
    expect(estimateValuesFromQuery({ country: 'ca', weightGrams: '250' })).toEqual({ country: 'CA', weightKg: '0.25' });
  });
});
