// A fresh reference API per test file, in about a second.
//
//   let t: TestApp;
//   appForFile((app) => (t = app));   // or, with options: oncePerFile(() => createTestApp({ ... }), (app) => (t = app))
//   const res = await t.app.inject({ method: 'GET', url: '/front/tenant', headers: t.tenantHeaders('souq') });
//   const mail = await t.operator.inject({ method: 'GET', url: '/operator/outbox', headers: t.operatorHeaders() });
//
// `app` is the shopper API (buildApp), `operator` the operator API (buildOperatorApp) over the same database.
//
// Options: `seed` (default true) runs the seed steps (demo tenants, users and whatever others registered);
// `catalogueSize` (default 60) is the demo catalogue size for the catalogue seed; `config` overrides AppConfig
// fields; `mailer` replaces the outbox mailer; `extend(app)` registers extra test routes before the app is ready.
//
// How it stays fast: PGlite's initdb costs ~4 s and ~900 MB, so the first caller on this machine builds a
// migrated (and seeded) database once, dumps it with `dumpDataDir()` into the OS temp dir keyed by a hash of
// backend/migrations and backend/src plus the options, and every test file restores that dump (`loadDataDir`).
// A directory lock keeps parallel jest workers from building the same template twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, buildOperatorApp } from '../../../backend/src/app';
import { testConfig, type AppConfig } from '../../../backend/src/config';
import { kyselyOverPGlite, openPGlite, type Db } from '../../../backend/src/db';
import { migrate } from '../../../backend/src/db/migrate';
import type { Mailer } from '../../../backend/src/modules/mail/mailer';
import { runSeed } from '../../../backend/src/seed';

export interface TestAppOptions {
  seed?: boolean;
  catalogueSize?: number;
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  /** Register extra routes or hooks before the app is made ready (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  /** The shopper API. */
  app: FastifyInstance;
  /** The operator API (its own port in production), same database and mailer. */
  operator: FastifyInstance;
  /** `X-Operator-Token` with this app's token. */
  operatorHeaders(): Record<string, string>;
  db: Db;
  config: AppConfig;
  /** `X-Tenant-Domain` of a demo tenant by slug (globalbuy → localhost). */
  tenantHeaders(slug?: string, extra?: Record<string, string>): Record<string, string>;
  /** inject with tenant headers (default tenant globalbuy) and an optional bearer token. */
  request(options: InjectOptions & { tenant?: string; token?: string }): Promise<LightMyRequestResponse>;
  /** Log in a user and return the access token. */
  login(email: string, password: string, tenant?: string): Promise<string>;
  /** Codes mailed to an address (newest first), read through the operator endpoint. */
  mailedCodes(to: string): Promise<string[]>;
  close(): Promise<void>;
}

/** This test process's operator token (random, like every secret: none has a default). */
export const OPERATOR_TOKEN = crypto.randomBytes(24).toString('base64url');
const HOST_OF: Record<string, string> = {
  globalbuy: 'localhost',
  souq: 'souq.localhost',
  accra: 'accra.localhost',
  himal: 'himal.localhost',
  lao: 'lao.localhost',
};

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CACHE_DIR = path.join(os.tmpdir(), 'storefront-api-test-db');

function hashSources(extra: string): string {
  const hash = crypto.createHash('sha256').update(extra);
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(sql|ts|json)$/.test(entry.name)) hash.update(p).update(fs.readFileSync(p));
    }
  };
  walk(path.join(ROOT, 'backend', 'migrations'));
  walk(path.join(ROOT, 'backend', 'src'));
  walk(path.join(ROOT, 'contract'));
  return hash.digest('hex').slice(0, 24);
}

async function buildTemplate(file: string, seed: boolean, catalogueSize: number): Promise<void> {
  const pglite = await openPGlite({});
  const db = kyselyOverPGlite(pglite);
  await migrate(db);
  if (seed) {
    const config = testConfig({ seedCatalogueSize: catalogueSize });
    await runSeed({
      db,
      config,
      options: { catalogueSize },
      log: { info: () => undefined, warn: () => undefined } as never,
    });
  }
  const dump = await pglite.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  await db.destroy();
}

/** TEST_DB_DEBUG=1 prints where the time goes (template build, restore). */
const debug = (...args: unknown[]) => {
  if (process.env.TEST_DB_DEBUG) console.error('[testApp]', ...args);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Templates of older sources (~40 MB each) go after 30 minutes unused; the current one stays. */
function pruneOldTemplates(keep: string): void {
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const p = path.join(CACHE_DIR, name);
    if (p === keep || !name.endsWith('.tar')) continue;
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.atimeMs > 30 * 60_000 && Date.now() - stat.mtimeMs > 30 * 60_000)
      fs.rmSync(p, { force: true });
  }
}

/** Path of the template dump for these options, building it if nobody has yet. */
async function templateFile(seed: boolean, catalogueSize: number): Promise<string> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const key = hashSources(JSON.stringify({ seed, catalogueSize }));
  const file = path.join(CACHE_DIR, `${key}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return file;
    debug('template missing', file);
    try {
      fs.mkdirSync(lock);
    } catch {
      // Someone else is building it; a lock older than 3 minutes belongs to a crashed run.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      const started = Date.now();
      if (!fs.existsSync(file)) {
        await buildTemplate(file, seed, catalogueSize);
        pruneOldTemplates(file);
      }
      debug('template built in', Date.now() - started, 'ms');
      return file;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const catalogueSize = options.catalogueSize ?? 60;
  const started = Date.now();
  const file = await templateFile(seed, catalogueSize);
  debug('template ready after', Date.now() - started, 'ms');
  const pglite = await openPGlite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  const db = kyselyOverPGlite(pglite);
  const config = testConfig({ operatorToken: OPERATOR_TOKEN, seedCatalogueSize: catalogueSize, ...options.config });
  const app = await buildApp({ db, config, mailer: options.mailer, logger: false });
  const operator = await buildOperatorApp({ db, config, mailer: app.mailer, logger: false });
  await options.extend?.(app);
  await app.ready();
  await operator.ready();
  debug('app ready after', Date.now() - started, 'ms');

  const tenantHeaders = (slug = 'globalbuy', extra: Record<string, string> = {}) => ({
    'x-tenant-domain': HOST_OF[slug] ?? slug,
    ...extra,
  });

  const request: TestApp['request'] = ({ tenant, token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...tenantHeaders(tenant ?? 'globalbuy'),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });

  const operatorHeaders = () => ({ 'x-operator-token': config.operatorToken });

  return {
    app,
    operator,
    operatorHeaders,
    db,
    config,
    tenantHeaders,
    request,
    async login(email, password, tenant = 'globalbuy') {
      const res = await request({ method: 'POST', url: '/front/user/login', tenant, payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { accessToken: string }).accessToken;
    },
    async mailedCodes(to) {
      const res = await operator.inject({
        method: 'GET',
        url: `/operator/outbox?to=${encodeURIComponent(to)}`,
        headers: operatorHeaders(),
      });
      if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { items: { code: string | null }[] }).items
        .map((m) => m.code)
        .filter((c): c is string => !!c);
    },
    async close() {
      await app.close();
      await operator.close();
      await db.destroy();
    },
  };
}

/**
 * Builds `create()` once before all the tests of a file (a fresh database takes a while) and closes it after;
 * `use` receives it once built. `setupMs` bounds the build (a real PostgreSQL server needs longer).
 */
export function oncePerFile<T extends { close(): Promise<void> }>(
  create: () => Promise<T>,
  use: (built: T) => void,
  setupMs = 180_000,
): void {
  let built: T | undefined;
  beforeAll(async () => {
    built = await create();
    use(built);
  }, setupMs);
  afterAll(() => built?.close());
}

/**
 * One app for all the tests of a file. `slow`: the tests make several calls each (pay passwords are checked with
 * scrypt), more than Jest's default 5 s on a busy machine, so they get 30 s.
 */
export function appForFile(use: (app: TestApp) => void, options: { slow?: boolean } = {}): void {
  if (options.slow) jest.setTimeout(30_000);
  oncePerFile(() => createTestApp(), use);
}
