// The shipping demo data: transit lines and district trees per tenant, and for each demo shopper parcels in
// stock and a transit order; running the seed again adds nothing.
import type { Page, StockInParcel, TransitOrderList, UserAddress } from '../../contract';
import { shippingSeed } from '../../backend/src/seed/shipping';
import { DEMO_TENANTS } from '../../backend/src/seed/tenants';
import { DEMO_PASSWORD, demoEmail } from '../../backend/src/seed/users';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

async function counts() {
  const [parcels, orders, addresses, lines, warehouses] = await Promise.all(
    (['purchase_parcels', 'transit_orders', 'user_addresses', 'transit_options', 'tenant_warehouses'] as const).map(
      (table) =>
        t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
    ),
  );
  return [parcels?.n, orders?.n, addresses?.n, lines?.n, warehouses?.n].map(Number);
}

describe('shipping seed', () => {
  it("writes the demo shoppers' orders and sent parcels in their site's own language (the Souq shopper's in Arabic)", async () => {
    const titles = await t.db
      .selectFrom('purchase_order_items as i')
      .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
      .select('i.title')
      .where('o.tenant_id', '=', 'souq')
      .execute();
    expect(titles.length).toBeGreaterThan(0);
    for (const { title } of titles) expect(title).toMatch(/[\u0600-\u06FF]/);
    const token = await t.login(demoEmail('souq'), DEMO_PASSWORD, 'souq');
    const stock = (
      await t.request({
        method: 'GET',
        url: '/front/purchase-parcels/stock-in-parcels?pageSize=100',
        token,
        tenant: 'souq',
      })
    ).json() as Page<StockInParcel>;
    const sent = stock.items.filter((p) => p.source === 'SELF_SHIPPED').flatMap((p) => p.items);
    expect(sent.length).toBeGreaterThan(0);
    for (const { title } of sent) expect(title).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(DEMO_TENANTS.map((d) => d.slug))(
    'gives the %s demo shopper an address, parcels in stock and a transit order',
    async (slug) => {
      const token = await t.login(demoEmail(slug), DEMO_PASSWORD, slug);
      const stock = (
        await t.request({
          method: 'GET',
          url: '/front/purchase-parcels/stock-in-parcels?pageSize=100',
          token,
          tenant: slug,
        })
      ).json() as Page<StockInParcel>;
      expect(stock.items.filter((p) => p.status === 'IN_STOCK').length).toBeGreaterThanOrEqual(6);
      expect(stock.items.some((p) => p.freeStorageDaysLeft < 0)).toBe(true);
      const orders = (
        await t.request({ method: 'GET', url: '/front/transit-orders', token, tenant: slug })
      ).json() as TransitOrderList;
      expect(orders.total).toBe(1);
      // Made, weighed, paid from the demo balance with the demo pay password, and shipped.
      expect(orders.items[0]).toMatchObject({ parcelCount: 2, status: 'SHIPPED' });
      expect(orders.items[0]?.trackingNo).toBeTruthy();
      const addresses = (
        await t.request({ method: 'GET', url: '/front/user/addresses', token, tenant: slug })
      ).json() as UserAddress[];
      expect(addresses[0]?.defaultAddress).toBe(true);
    },
  );

  it('gives every tenant two local pickup points, its main warehouse first', async () => {
    for (const tenant of DEMO_TENANTS) {
      const res = await t.request({
        method: 'GET',
        url: '/front/tenant-warehouses?warehouseRegion=LOCAL',
        tenant: tenant.slug,
      });
      const points = res.json() as { id: string }[];
      expect(points).toHaveLength(2);
      expect(points[0]?.id).toBe(tenant.warehouses.find((w) => w.region === 'LOCAL')?.id);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    await shippingSeed.run({
      db: t.db,
      config: t.config,
      options: { catalogueSize: 60 },
      log: { info: () => undefined, warn: () => undefined } as never,
      tenants: DEMO_TENANTS,
    });
    expect(await counts()).toEqual(before);
  });
});
