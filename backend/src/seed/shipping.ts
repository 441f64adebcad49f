// Shipping demo data per tenant: transit lines, a second local pickup point, address trees of the destination
// countries, and for the demo shopper parcels waiting in the China warehouse and one transit order on its way.
// Idempotent: rows are keyed so that a second run adds nothing.
import { jsonb } from '../db';
import type { SeedStep } from './types';
import { insertAddressDistricts } from './shippingDemo/addressDistricts';
import { EXTRA_DISTRICTS } from './shippingDemo/districts';
import { transitLineRows } from './shippingDemo/lines';
import { EXTRA_PICKUP_POINTS } from './shippingDemo/pickupPoints';
import { seedShopperShipping } from './shippingDemo/shoppers';
import { warehouseRow } from './tenants';
import { demoEmail } from './users';

export const shippingSeed: SeedStep = {
  name: 'shipping',
  async run({ db, tenants, log }) {
    for (const t of tenants) {
      await db.transaction().execute(async (trx) => {
        const lines = transitLineRows(t);
        if (lines.length) {
          await trx
            .insertInto('transit_options')
            .values(
              lines.map((l) => ({
                ...l,
                countries: jsonb(l.countries),
                restrictions: jsonb(l.restrictions),
                name_translations: jsonb(l.name_translations),
                description_translations: jsonb(l.description_translations),
              })),
            )
            .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
            .execute();
        }
        const points = EXTRA_PICKUP_POINTS[t.id] ?? [];
        if (points.length) {
          await trx
            .insertInto('tenant_warehouses')
            .values(points.map((w, i) => warehouseRow(t, w, 100 + i)))
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
        }
        await insertAddressDistricts(
          trx,
          t,
          t.countries.map(([country]) => ({ country, tree: EXTRA_DISTRICTS[country] ?? [] })),
        );
      });
      const shopper = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', t.id)
        .where('email', '=', demoEmail(t.slug))
        .executeTakeFirst();
      if (shopper) {
        const result = await seedShopperShipping(db, t, shopper.id);
        if (result === 'unpaid')
          log.warn({ tenant: t.id }, 'demo transit order left unpaid: the demo shopper has no pay password or balance');
      }
    }
  },
};
