// Shared pieces of the balance, payment and order tests: one API (shopper + operator app over one database) on
// PGlite (createTestApp) or on a fresh PostgreSQL database made from TEST_DATABASE_URL, fresh shoppers with a
// known balance, and the ledger invariant.
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { FundRequest, Product, PurchaseOrder, TenantWarehouse } from '../../../contract';
import { buildApp, buildOperatorApp } from '../../../backend/src/app';
import { testConfig } from '../../../backend/src/config';
import { createDatabase, type Db } from '../../../backend/src/db';
import { migrate } from '../../../backend/src/db/migrate';
import { CatalogueSource } from '../../../backend/src/modules/product/catalogueSource';
import { issueToken } from '../../../backend/src/modules/user/tokens';
import { runSeed } from '../../../backend/src/seed';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from './testApp';

export interface CommerceApi {
  name: 'PGlite' | 'PostgreSQL';
  db: Db;
  app: FastifyInstance;
  operatorApp: FastifyInstance;
  shop(options: InjectOptions & { token?: string; tenant?: string }): Promise<LightMyRequestResponse>;
  operator(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const HOSTS: Record<string, string> = {
  globalbuy: 'localhost',
  souq: 'souq.localhost',
  accra: 'accra.localhost',
  himal: 'himal.localhost',
  lao: 'lao.localhost',
};

function wrap(
  name: CommerceApi['name'],
  db: Db,
  app: FastifyInstance,
  operatorApp: FastifyInstance,
  close: () => Promise<void>,
): CommerceApi {
  return {
    name,
    db,
    app,
    operatorApp,
    shop: ({ token, tenant, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: {
          'x-tenant-domain': HOSTS[tenant ?? 'globalbuy'] ?? 'localhost',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string> | undefined),
        },
      }),
    operator: (method, url, payload) =>
      operatorApp.inject({
        method,
        url,
        headers: { 'x-operator-token': OPERATOR_TOKEN },
        ...(payload ? { payload } : {}),
      }),
    close,
  };
}

/** The commerce helpers over an app a test built with its own settings (simulated payments, an upload folder…). */
export function commerceApiOf(t: TestApp): CommerceApi {
  return {
    name: 'PGlite',
    db: t.db,
    app: t.app,
    operatorApp: t.operator,
    shop: ({ token, tenant, ...rest }) => t.request({ ...rest, token, tenant }),
    operator: (method, url, payload) =>
      t.operator.inject({ method, url, headers: t.operatorHeaders(), ...(payload ? { payload } : {}) }),
    close: () => t.close(),
  };
}

export async function pgliteApi(): Promise<CommerceApi> {
  const t = await createTestApp({ seed: true });
  return wrap('PGlite', t.db, t.app, t.operator, () => t.close());
}

/** A new database on the TEST_DATABASE_URL server (dropped on close), migrated and seeded. */
export async function postgresApi(url: string): Promise<CommerceApi> {
  const name = `api_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
  await sql.raw(`create database ${name}`).execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createDatabase({ databaseUrl: target.toString(), poolSize: 20 });
  await migrate(db);
  const config = testConfig({ databaseUrl: target.toString(), operatorToken: OPERATOR_TOKEN, seedCatalogueSize: 40 });
  await runSeed({
    db,
    config,
    options: { catalogueSize: 40 },
    log: { info: () => undefined, warn: () => undefined } as never,
  });
  const app = await buildApp({ db, config, logger: false });
  const operatorApp = await buildOperatorApp({ db, config, mailer: app.mailer, logger: false });
  await app.ready();
  await operatorApp.ready();
  return wrap('PostgreSQL', db, app, operatorApp, async () => {
    await app.close();
    await operatorApp.close();
    await db.destroy();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await admin.destroy();
  });
}

export interface Shopper {
  userId: string;
  token: string;
  tenant: string;
}

/** A fresh shopper of a tenant, logged in, with the pay password 123456 when `payPassword` is true. */
export async function newShopper(
  api: CommerceApi,
  options: { tenant?: string; payPassword?: boolean } = {},
): Promise<Shopper> {
  const tenant = options.tenant ?? 'globalbuy';
  const userId = crypto.randomUUID();
  await api.db
    .insertInto('users')
    .values({
      id: userId,
      tenant_id: tenant,
      email: `${userId}@example.com`,
      name: 'Test shopper',
      password_hash: 'x',
      language: 'en',
    })
    .execute();
  const { token } = await issueToken(api.db, userId, tenant);
  const shopper = { userId, token, tenant };
  if (options.payPassword !== false) {
    const res = await api.shop({
      method: 'POST',
      url: '/front/user-account/first-set-pay-password',
      token,
      tenant,
      payload: { payPassword: '123456' },
    });
    expect(res.statusCode).toBe(200);
  }
  return shopper;
}

/** A call to `t`'s storefront API as `shopper` (their token and tenant). */
export function callAs(
  t: TestApp,
  shopper: Shopper,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url,
    token: shopper.token,
    tenant: shopper.tenant,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** Credits the shopper `cny` through a deposit approved by the operator (a channel without fee). */
export async function fund(api: CommerceApi, shopper: Shopper, cny: number): Promise<void> {
  const channelId = `${shopper.tenant}-fee-free`;
  await api.db
    .insertInto('deposit_channels')
    .values({
      id: channelId,
      tenant_id: shopper.tenant,
      kind: 'BANK',
      name: 'Test bank',
      account_name: 'Test',
      account_no: '1',
      instructions: '',
      min_amount_fen: 0,
      fee_bp: 0,
      fee_fixed_fen: 0,
      withdrawals: true,
      sort_order: 99,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const created = await api.shop({
    method: 'POST',
    url: '/front/user-account/deposits',
    token: shopper.token,
    tenant: shopper.tenant,
    payload: { channelId, amount: cny },
  });
  expect(created.statusCode).toBe(200);
  const approved = await approve(api, 'deposits', (created.json() as FundRequest).id);
  expect(approved.statusCode).toBe(200);
}

/** Approves a request as an operator does: reads it first and names the version it read. */
export async function approve(api: CommerceApi, kind: 'deposits' | 'withdrawals', id: string) {
  const read = await api.operator('GET', `/operator/${kind}/${id}`);
  expect(read.statusCode).toBe(200);
  return api.operator('POST', `/operator/${kind}/${id}/approve`, {
    version: (read.json() as { version: number }).version,
  });
}

export const feeFreeChannel = (tenant = 'globalbuy') => `${tenant}-fee-free`;

export async function balanceOf(
  api: CommerceApi,
  shopper: Shopper,
): Promise<{ balance: number; frozen: number; available: number }> {
  const res = await api.shop({
    method: 'GET',
    url: '/front/user-account',
    token: shopper.token,
    tenant: shopper.tenant,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** In-stock catalogue products of different shops, with their canonical links. */
export async function catalogueProducts(api: CommerceApi, count: number, tenant = 'globalbuy'): Promise<Product[]> {
  const source = new CatalogueSource(api.db);
  const rows = await api.db
    .selectFrom('products')
    .select(['platform', 'product_id', 'shop_id'])
    .where('tenant_id', 'is', null)
    .where('min_quantity', '=', 1)
    .orderBy('id', 'desc')
    .limit(80)
    .execute();
  const found: Product[] = [];
  const shops = new Set<string>();
  for (const row of rows) {
    if (shops.has(row.shop_id)) continue;
    const product = await source.detail(
      { platform: row.platform, productId: row.product_id },
      { id: tenant, hosts: [], language: 'en' },
    );
    if (!product || product.priceMode !== 'SKU_PRICE' || !product.skus.some((s) => s.stock >= 20)) continue;
    found.push(product);
    shops.add(row.shop_id);
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

export const stockedSku = (product: Product) => {
  const sku = product.skus.find((s) => s.stock >= 20);
  if (!sku) throw new Error('no stocked variant');
  return sku;
};

export async function chinaWarehouse(api: CommerceApi, tenant = 'globalbuy'): Promise<TenantWarehouse> {
  const res = await api.shop({ method: 'GET', url: '/front/tenant-warehouses?warehouseRegion=CHINA', tenant });
  const [warehouse] = res.json() as TenantWarehouse[];
  if (!warehouse) throw new Error('no warehouse');
  return warehouse;
}

/** A PENDING_PAYMENT order of one product bought now. */
export async function buyNow(
  api: CommerceApi,
  shopper: Shopper,
  product: Product,
  quantity = 1,
): Promise<PurchaseOrder> {
  const warehouse = await chinaWarehouse(api, shopper.tenant);
  const res = await api.shop({
    method: 'POST',
    url: '/front/preview-product/create',
    token: shopper.token,
    tenant: shopper.tenant,
    payload: {
      productUrl: product.productUrl,
      items: [{ productSkuId: stockedSku(product).skuId, quantity }],
      tenantWarehouseId: warehouse.id,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every account's balance equals the sum of its ledger entries, and its frozen part fits in it. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const broken = await sql<{ user_id: string; balance_fen: number; sum: number }>`
    select a.user_id, a.balance_fen, coalesce(sum(l.amount_fen), 0) as sum
    from user_accounts a left join ledger_entries l on l.tenant_id = a.tenant_id and l.user_id = a.user_id
    group by a.tenant_id, a.user_id, a.balance_fen, a.frozen_fen
    having a.balance_fen <> coalesce(sum(l.amount_fen), 0) or a.frozen_fen > a.balance_fen`.execute(db);
  expect(broken.rows).toEqual([]);
  // Each entry's balance_after is the running sum of the entries before it.
  const running = await sql<{ id: string }>`
    select id from (
      select id, balance_after_fen,
             sum(amount_fen) over (partition by tenant_id, user_id order by created_at, id rows unbounded preceding) as running
      from ledger_entries) e
    where e.balance_after_fen <> e.running`.execute(db);
  expect(running.rows).toEqual([]);
}
