// The shipping services and loaders as the API sees them: the stock fetch asks for the total first and then all
// parcels in one page of that size (never one request per parcel or per page); the estimate sends parcel ids as
// one list; a tenant that hides a shipping page gets a 404 before any data is asked for.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { GetServerSidePropsContext } from 'next';
import type { StockInParcel, Tenant } from '@/contract';
import { offersPage } from '@/components/shipping/offeredPages';
import { gatedBy } from '@/loaders/shippingGate';
import { createHttp } from '@/services/http';
import type { PageContext } from '@/services/server/withPage';
import { estimateShipping, listStockInParcels } from '@/services/shipping';

function parcel(i: number): StockInParcel {
  return {
    id: `p${i}`,
    parcelNo: `PC${i}`,
    source: 'PURCHASE',
    orderNo: null,
    trackingNo: null,
    warehouse: { id: 'w', name: 'W' },
    items: [],
    weightGrams: 100 * i,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
    photos: [],
    arrivedAt: '',
    freeStorageUntil: '',
    freeStorageDaysLeft: 10,
    status: 'IN_STOCK',
    transitOrderId: null,
    transitOrderNo: null,
  };
}

function stockApi(total: number) {
  const calls: InternalAxiosRequestConfig[] = [];
  const all = Array.from({ length: total }, (_, i) => parcel(i + 1));
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { pageNo = 1, pageSize = 20 } = config.params as { pageNo?: number; pageSize?: number };
    const items = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { data: { items, total, pageNo, pageSize }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { http: createHttp({ baseURL: 'http://api.test', adapter }), calls };
}

describe('listStockInParcels', () => {
  it('asks for the total, then every parcel in one page of that size', async () => {
    const { http, calls } = stockApi(350);
    const result = await listStockInParcels(http);
    expect(result.ok && result.data.length).toBe(350);
    expect(calls.map((c) => c.params)).toEqual([
      { pageNo: 1, pageSize: 1 },
      { pageNo: 1, pageSize: 350 },
    ]);
    expect(calls.every((c) => c.url === '/front/purchase-parcels/stock-in-parcels')).toBe(true);
  });

  it('stops after the first call when the stock is empty or a single parcel', async () => {
    for (const total of [0, 1]) {
      const { http, calls } = stockApi(total);
      const result = await listStockInParcels(http);
      expect(result.ok && result.data.length).toBe(total);
      expect(calls).toHaveLength(1);
    }
  });
});

describe('estimateShipping', () => {
  it('sends the picked parcels as one comma-separated list with the country', async () => {
    const calls: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config);
      return { data: { country: 'US', lines: [] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await estimateShipping(createHttp({ baseURL: 'http://api.test', adapter }), {
      country: 'US',
      purchaseParcelIds: ['a', 'b'],
    });
    expect(calls[0]?.url).toBe('/front/transit-options/estimate');
    expect(calls[0]?.params).toEqual({ country: 'US', purchaseParcelIds: 'a,b' });
  });
});

describe('shipping page gate', () => {
  const tenant = (preference: Partial<Tenant['tenantPreference']>) =>
    ({
      tenantPreference: {
        showExchangeRate: true,
        productPlatforms: [],
        showClock: true,
        showPoweredBy: true,
        howToUseArticleOnly: false,
        ...preference,
      },
    }) as Tenant;

  it('offers a page unless its preference is explicitly false', () => {
    expect(offersPage(tenant({}), 'showTransit')).toBe(true);
    expect(offersPage(tenant({ showTransit: true }), 'showTransit')).toBe(true);
    expect(offersPage(tenant({ showTransit: false }), 'showTransit')).toBe(false);
    expect(offersPage(tenant({ showTransit: false }), 'showStockin')).toBe(true);
  });

  it('answers 404 without running the page loader where the tenant hides the page', async () => {
    const loader = jest.fn(async () => ({ props: { x: 1 } }));
    const gated = gatedBy('showStockin', loader);
    const ctx = {} as GetServerSidePropsContext;
    const page = (t: Tenant) => ({ tenant: t }) as PageContext;
    expect(await gated(ctx, page(tenant({ showStockin: false })))).toEqual({ notFound: true });
    expect(loader).not.toHaveBeenCalled();
    expect(await gated(ctx, page(tenant({})))).toEqual({ props: { x: 1 } });
  });
});
