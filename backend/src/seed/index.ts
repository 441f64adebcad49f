// The seed: demo data created on first start (server.ts runs it when the tenants table is empty) and by the
// test helper. Steps run in list order; each must be idempotent (safe to run on a seeded database).
// To add yours: `export const xxxSeed: SeedStep = { name: 'xxx', run: async (ctx) => { … } }` in seed/xxx.ts,
// import it here and append it to `seedSteps`. Use `ctx.tenants` (the demo tenants) for per-tenant rows.
import type { Db } from '../db';
import { invalidateReads } from '../modules/product/readCache';
import { catalogueSeed } from './catalogue';
import { commerceSeed } from './commerce';
import { contentSeed } from './content';
import { importRulesSeed } from './importRules';
import { shippingSeed } from './shipping';
import { DEMO_TENANTS, tenantsSeed } from './tenants';
import type { SeedContext, SeedStep } from './types';
import { usersSeed } from './users';

export type { SeedContext, SeedOptions, SeedStep } from './types';

export const seedSteps: SeedStep[] = [
  tenantsSeed, // tenants, hosts, reference data
  usersSeed, // demo shoppers, promotion codes
  catalogueSeed, // product catalogue, its pictures and image fingerprints
  contentSeed, // articles, FAQ, banners, how-to-use, product groups (after the catalogue), notifications
  commerceSeed, // fee rules, deposit channels, demo balances (pay password 123456) and purchase orders
  shippingSeed, // transit lines, destination address trees, demo parcels and transit orders (after users)
  importRulesSeed, // import rules of the destination countries
];

/** True when the database has no tenant yet (first start). */
export async function needsSeed(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function runSeed(
  ctx: Omit<SeedContext, 'tenants'>,
  steps: readonly SeedStep[] = seedSteps,
): Promise<void> {
  const full: SeedContext = { ...ctx, tenants: DEMO_TENANTS };
  for (const step of steps) {
    const started = Date.now();
    await step.run(full);
    ctx.log.info({ seed: step.name, ms: Date.now() - started }, 'seed step done');
  }
  // The seed writes content and catalogue rows: reads cached before it must not outlive it.
  invalidateReads(ctx.db);
}
