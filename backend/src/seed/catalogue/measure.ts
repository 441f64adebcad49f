// Measures the catalogue seed and the product calls on a fresh database:
//   DATA_DIR=/tmp/catalogue-measure npx tsx backend/src/seed/catalogue/measure.ts [requests=200]
// It deletes and recreates `$DATA_DIR/db` (never point it at data you keep); pictures already in
// `$UPLOAD_DIR/catalogue` are kept, so run it twice to see a cold and a warm seed. Requests go through
// app.inject (no network), one at a time, so the figures are the API's own latency.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, pgliteDirFor } from '../../db';
import { migrate } from '../../db/migrate';
import { productUrlOf } from '../../modules/product/mapping';
import { runSeed } from '../index';
import { Prng } from './prng';
import { CATEGORIES } from './vocabulary';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(label: string, times: number[]): string {
  const s = [...times].sort((a, b) => a - b);
  return `${label.padEnd(28)} n=${s.length}  p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms  max ${(s.at(-1) ?? 0).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const requests = Number(process.argv[2] ?? 200);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const dir = pgliteDirFor(config.dataDir);
  fs.rmSync(dir, { recursive: true, force: true });

  let t = performance.now();
  const db = await createDatabase({ pgliteDir: dir });
  await migrate(db);
  console.log(`database created and migrated: ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const steps: string[] = [];
  t = performance.now();
  await runSeed({
    db,
    config,
    options: { catalogueSize: config.seedCatalogueSize },
    log: {
      info: (obj: unknown) => steps.push(JSON.stringify(obj)),
      warn: () => undefined,
    } as never,
  });
  console.log(
    `seed (all steps, ${config.seedCatalogueSize} products): ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  for (const s of steps) console.log(`  ${s}`);

  const app = await buildApp({ db, config, logger: false });
  await app.ready();
  const headers = { 'x-tenant-domain': 'localhost' };
  const rng = new Prng(7);
  const words = CATEGORIES.flatMap((c) => c.leaves.flatMap((l) => l.nouns.flatMap((n) => [n[0], n[1]])));
  const channels = ['Taobao', 'Alibaba', 'Poizon'];
  const sorts = ['default', 'default', 'sales_desc', 'price_asc', 'price_desc'];
  const products = await db
    .selectFrom('products')
    .select(['platform', 'product_id', 'cover_image'])
    .where('tenant_id', 'is', null)
    .execute();

  const run = async (label: string, n: number, url: () => string, lang = 'en') => {
    const times: number[] = [];
    for (let i = 0; i < n + 10; i++) {
      const target = url();
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: target, headers: { ...headers, 'accept-language': lang } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body}`);
      if (i >= 10) times.push(ms); // the first calls warm caches and JIT
    }
    console.log(summary(label, times));
  };

  await run(
    'search keyword (en)',
    requests,
    () =>
      `/front/product/search?keyword=${encodeURIComponent(rng.pick(words))}&channel=${rng.pick(channels)}&sort=${rng.pick(sorts)}&pageSize=20`,
  );
  await run(
    'search keyword (zh)',
    requests,
    () =>
      `/front/product/search?keyword=${encodeURIComponent(rng.pick(words.filter((w) => /[\u4e00-\u9fff]/.test(w))))}&channel=${rng.pick(channels)}&pageSize=20`,
    'zh-CN',
  );
  await run(
    'search listing + price',
    requests,
    () =>
      `/front/product/search?channel=${rng.pick(channels)}&sort=${rng.pick(sorts)}&priceStart=10&priceEnd=300&pageNo=${rng.int(1, 5)}`,
  );
  await run('product detail', requests, () => {
    const p = rng.pick(products);
    return `/front/product?productUrl=${encodeURIComponent(productUrlOf(p.platform, p.product_id, ['localhost']))}`;
  });
  await run(
    'keywordSNQuery',
    Math.ceil(requests / 2),
    () => `/keywordSNQuery?keyword=${encodeURIComponent(rng.pick(words))}`,
  );
  await run(
    'image search',
    Math.ceil(requests / 4),
    () =>
      `/front/product/search?imageUrl=${encodeURIComponent(rng.pick(products).cover_image)}&channel=${rng.pick(channels)}`,
  );
  await app.close();
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
