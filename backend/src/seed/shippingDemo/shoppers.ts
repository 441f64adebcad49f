// Per demo shopper: a delivery address, parcels waiting in the China warehouse (arrived over the last weeks, one
// beyond its free storage days) and one transit order on its way, made through the same services a shopper and
// the warehouse use, so its weights, fee, payment and ledger entry are all real.
import type { Db } from '../../db';
import type { DemoTenant } from '../tenants';
import { AddressService } from '../../modules/addresses/service';
import { createSelfShippedParcel, FREE_STORAGE_DAYS } from '../../modules/parcels/service';
import { settlePayments } from '../../modules/payments/service';
// Loaded for its payment handler: settling the demo order's TRANSIT payment moves the order to PAID.
import '../../modules/transit/payment';
import { TransitService } from '../../modules/transit/service';
import type { AddressInput } from '../../modules/addresses/validation';

const DAY_MS = 86_400_000;
/** The demo shoppers' pay password (set by the payments seed). */
const DEMO_PAY_PASSWORD = '123456';

/** A delivery address in the tenant's own country, on a path of its region tree. */
const ADDRESSES: Record<string, Omit<AddressInput, 'id' | 'defaultAddress'>> = {
  globalbuy: {
    recipient: 'Jordan Miller',
    phone: '+1 212 555 0148',
    country: 'US',
    regionCodes: ['NY', 'NY-NYC'],
    city: 'New York',
    street: '350 W 42nd St, Apt 12B',
    postcode: '10036',
  },
  souq: {
    recipient: 'نورة العتيبي',
    phone: '+966 55 555 0123',
    country: 'SA',
    regionCodes: ['SA-01', 'SA-01-RUH'],
    city: 'Riyadh',
    street: 'Olaya Street 2381, Al Olaya',
    postcode: '12214',
  },
  accra: {
    recipient: 'Ama Owusu',
    phone: '+233 24 555 0147',
    country: 'GH',
    regionCodes: ['GH-AA', 'GH-AA-ACC'],
    city: 'Accra',
    street: '14 Oxford Street, Osu',
    postcode: 'GA-029',
  },
  himal: {
    recipient: 'Aarav Sharma',
    phone: '+977 980 555 0175',
    country: 'NP',
    regionCodes: ['NP-P3', 'NP-P3-KTM'],
    city: 'Kathmandu',
    street: 'Durbar Marg, Ward 1',
    postcode: '44600',
  },
  lao: {
    recipient: 'ສົມພອນ ແກ້ວມະນີ',
    phone: '+856 20 5555 0177',
    country: 'LA',
    regionCodes: ['LA-VT', 'LA-VT-CTB'],
    city: 'Vientiane',
    street: 'Setthathirath Road, Ban Mixay',
    postcode: '01000',
  },
};

/** Days ago each demo parcel arrived; the last is past its free storage. */
const ARRIVALS = [2, 4, 6, 9, 13, 18, 24, FREE_STORAGE_DAYS + 5];
/** The two oldest in-stock parcels travel in the demo transit order. */
const IN_TRANSIT = 2;

const COURIERS = ['SF', 'YT', 'ZTO', 'JT'];

export async function seedShopperShipping(
  db: Db,
  tenant: DemoTenant,
  userId: string,
): Promise<'seeded' | 'present' | 'unpaid'> {
  const owner = { tenantId: tenant.id, userId };
  const already = await db
    .selectFrom('purchase_parcels')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('user_id', '=', userId)
    .where('source', '=', 'SELF_SHIPPED')
    .executeTakeFirst();
  if (already) return 'present';

  const addresses = new AddressService(db);
  const demoAddress = ADDRESSES[tenant.id];
  const address = demoAddress
    ? await addresses.save(owner, 'DELIVERY', { ...demoAddress, defaultAddress: true })
    : undefined;

  const warehouse = tenant.warehouses.find((w) => w.region === 'CHINA');
  if (!warehouse) return 'present';
  const products = await db
    .selectFrom('products')
    .select(['title_en', 'titles', 'cover_image', 'weight_grams'])
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenant.id)]))
    .orderBy('id')
    .limit(ARRIVALS.length * 2)
    .execute();

  const parcels = [];
  for (const [i, daysAgo] of ARRIVALS.entries()) {
    const goods = products.slice(i * 2, i * 2 + 1 + (i % 2));
    // Goods the shopper sent are described in the site's own language, as the shopper would have described them.
    const items = goods.map((p, k) => ({
      title: p.titles[tenant.defaultLanguage] ?? p.title_en,
      image: p.cover_image,
      skuLabel: '',
      quantity: 1 + ((i + k) % 3),
    }));
    const weight = Math.max(
      300,
      goods.reduce((sum, p, k) => sum + Math.max(150, p.weight_grams) * (1 + ((i + k) % 3)), 0) + 120,
    );
    const side = Math.round(Math.cbrt(weight * 4));
    parcels.push(
      await createSelfShippedParcel(db, {
        ...owner,
        warehouseId: warehouse.id,
        trackingNo: `${COURIERS[i % COURIERS.length]}${(7_312_004_518 + i * 7_919 + tenant.id.length * 104_729).toString()}`,
        weightGrams: weight,
        lengthCm: Math.max(12, Math.round(side * 1.4)),
        widthCm: Math.max(10, side),
        heightCm: Math.max(6, Math.round(side * 0.7)),
        items,
        photos: items.map((it) => it.image).filter(Boolean),
        arrivedAt: new Date(Date.now() - daysAgo * DAY_MS),
      }),
    );
  }
  if (!address) return 'seeded';

  // The transit order: the cheapest line that serves the address, made, packed, paid and shipped.
  const line = await db
    .selectFrom('transit_options')
    .select(['name', 'countries'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('sort_order')
    .execute()
    .then((lines) => lines.find((l) => l.countries.includes(address.country)));
  if (!line) return 'seeded';
  const transit = new TransitService(db);
  const travelling = parcels.slice(-IN_TRANSIT - 1, -1).map((p) => p.id);
  const order = await transit.create(owner, {
    purchaseParcelIds: travelling,
    transitOptionName: line.name,
    userAddressId: address.id,
    localExpressCompanyName: null,
    selfPickup: false,
    pickupWarehouseId: null,
    remark: '',
    declaredValue: 0,
    services: [],
  });
  const packed = await transit.advance(order.id);
  try {
    await settlePayments(db, owner, [packed.paymentNo ?? ''], { kind: 'PAY_PASSWORD', payPassword: DEMO_PAY_PASSWORD });
  } catch {
    // No pay password or balance for this shopper: the order waits for payment, which is a state worth showing too.
    return 'unpaid';
  }
  await transit.advance(order.id);
  await backdate(db, order.id);
  return 'seeded';
}

/** Spreads the demo order's history over the past days: made 4 days ago, weighed and paid 3, shipped 2. */
async function backdate(db: Db, orderId: string): Promise<void> {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  const when: Record<string, Date> = { PACKING: at(4), AWAITING_PAYMENT: at(3.2), PAID: at(3), SHIPPED: at(2) };
  for (const [status, date] of Object.entries(when)) {
    await db
      .updateTable('transit_order_events')
      .set({ at: date })
      .where('order_id', '=', orderId)
      .where('status', '=', status as never)
      .execute();
  }
  await db
    .updateTable('transit_orders')
    .set({ created_at: at(4), paid_at: at(3), updated_at: at(2) })
    .where('id', '=', orderId)
    .execute();
  const scans = await db
    .selectFrom('transit_tracking_events')
    .select(['id', 'code'])
    .where('order_id', '=', orderId)
    .orderBy('at')
    .execute();
  const offsets: Record<string, number> = {
    PACKED: 3.2,
    HANDED_TO_CARRIER: 2,
    EXPORT_CUSTOMS_CLEARED: 1.6,
    DEPARTED_ORIGIN: 1.2,
  };
  for (const scan of scans)
    await db
      .updateTable('transit_tracking_events')
      .set({ at: at(offsets[scan.code] ?? 1) })
      .where('id', '=', scan.id)
      .execute();
  // Its notifications (weighed, then shipped) carry the same days; the older one has been read.
  const order = await db
    .selectFrom('transit_orders')
    .select(['order_no', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const notes = await db
    .selectFrom('user_notifications')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('title', 'like', `%${order.order_no}%`)
    .orderBy('created_at')
    .execute();
  const times = [at(3.2), at(2)];
  for (const [i, note] of notes.entries()) {
    const when = times[i] ?? at(2);
    await db
      .updateTable('user_notifications')
      .set({ created_at: when, read_at: i < notes.length - 1 ? when : null })
      .where('id', '=', note.id)
      .execute();
  }
}
