// `npm run bench`: throughput and latency of the storefront's main pages and API calls against a running stack,
// each measured alternately with two yardsticks, so that a busy or slow machine shows in every number and the
// ratios stay meaningful:
//   - the bare app (bench/bare-app, started here on loopback): the same one-<h1> page in a Next app of the same
//     version with nothing of ours: the "× bare app" column, which the targets use;
//   - /bench-bare (pages/bench-bare.tsx): that page inside our server, through i18n routing, the header rules of
//     next.config.js, _app and _document: the "× /bench-bare" column. The "shared path" row compares the two: what every request pays
//     before any page code runs.
// Run it on a machine as quiet as you can: other work slows all three alike, but not exactly alike.
//
//   BENCH_URL       storefront (default http://localhost:3000; it must run with BENCH_PAGE=1)
//   BENCH_API_URL   API (default http://127.0.0.1:4000)
//   BENCH_BARE_APP_PORT  loopback port for the bare app (default 3999)
//   BENCH_SECONDS   seconds per measurement (default 5, at most 15)
//   BENCH_CONNECTIONS  concurrent keep-alive connections (default 20)
//   BENCH_ROUNDS    alternations per row (default 1; the median of the rounds is reported: 5 for a report)
//   BENCH_ONLY      comma-separated row names to run (e.g. "home,search api")
//
// Anonymous rows are what a returning visitor gets (the shared page cache answers after the first render);
// "uncached" rows force a full render on every request, with the API's catalogue reads kept as for a page another
// shopper opened within READ_CACHE_TTL_MS; `search api uncached` is a search nobody made before.
//   BENCH_EMAIL / BENCH_PASSWORD  the shopper for the logged-in rows (default the demo shopper of localhost)
//   BENCH_WEB_PID / BENCH_API_PID  process ids of the storefront and the API (Linux): adds the CPU milliseconds each
//                  request cost the server, which other load on the machine does not inflate the way it does req/s
//                  (the bare app's CPU is always measured: the bench starts it)
//
// Run with tsx (as `npm run bench` does): the session cookies are written by utils/cookies.ts itself.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { startBareApp } from './bench-bare-app.mjs';
import { DEMO_SHOPPER, shopperCookie } from './shopper-session.mjs';

const WEB = new URL(process.env.BENCH_URL ?? 'http://localhost:3000');
const API = new URL(process.env.BENCH_API_URL ?? 'http://127.0.0.1:4000');
const SECONDS = Math.min(15, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5)));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 20));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const EMAIL = process.env.BENCH_EMAIL ?? DEMO_SHOPPER.email;
const PASSWORD = process.env.BENCH_PASSWORD ?? DEMO_SHOPPER.password;
const BARE_PATH = '/bench-bare';
const BARE_APP_PORT = Number(process.env.BENCH_BARE_APP_PORT ?? 3999);
const WEB_PID = process.env.BENCH_WEB_PID;
const API_PID = process.env.BENCH_API_PID;

/** User + system CPU time of a process in milliseconds (Linux /proc), or null. */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
const TENANT_DOMAIN = WEB.hostname;

/** One request; resolves with status, body and elapsed milliseconds. */
function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = lib.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (body) req.end(body);
    else req.end();
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** `CONNECTIONS` keep-alive loops against one URL (or a fresh URL per request from `next`) for `seconds`. */
async function load(url, headers, seconds = SECONDS, pid = null, next = null) {
  const cpuBefore = cpuMs(pid);
  const lib = url.protocol === 'https:' ? https : http;
  const agent = new lib.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        try {
          const res = await request(next ? next() : url, { headers, agent });
          if (res.status >= 200 && res.status < 300) latencies.push(res.ms);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    cpu:
      cpuBefore !== null && cpuAfter !== null && latencies.length
        ? (cpuAfter - cpuBefore) / (latencies.length + failures)
        : NaN,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** The median of each figure over the rounds (one slow round on a shared machine does not move it). */
function merge(runs) {
  const median = (key) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return {
    rps: median('rps'),
    p50: median('p50'),
    p95: median('p95'),
    p99: median('p99'),
    cpu: median('cpu'),
    failures: runs.reduce((s, r) => s + r.failures, 0),
  };
}

async function mustGet(url, headers, what) {
  const res = await request(url, { headers });
  if (res.status !== 200) throw new Error(`${what}: ${url.href} answered ${res.status}`);
  return res;
}

/** A real encrypted product address, as the search results link it. */
async function productPath() {
  const page = await mustGet(new URL('/product-search?keyword=dress', WEB), {}, 'search page');
  const match = /href="(\/product\?url=[^"]+)"/.exec(page.body.toString());
  if (!match) throw new Error('no /product?url= link on the search page');
  return match[1].replace(/&amp;/g, '&');
}

const SEARCH_WORDS = ['dress', 'shoes', 'phone case', 'bag', 'watch', 'shirt', 'earbuds', 'lamp', 'jacket', 'toy'];
let searches = 0;
/** A keyword search with criteria no earlier request used. */
function distinctSearch() {
  searches += 1;
  const params = new URLSearchParams({
    keyword: SEARCH_WORDS[searches % SEARCH_WORDS.length],
    priceEnd: (5000 + searches / 100).toFixed(2),
  });
  return new URL(`/front/product/search?${params}`, API);
}

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : '—');
const rate = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Pass/fail of one row's numbers against its targets; `ratio` is against the bare app. */
function judge(target = {}, o, ratio) {
  const goals = [];
  const met = [];
  if (target.ratio !== undefined) {
    goals.push(`≥ ${target.ratio}× bare app`);
    met.push(ratio >= target.ratio);
  }
  if (target.p99 !== undefined) {
    goals.push(`p99 ≤ ${target.p99} ms`);
    met.push(o.p99 <= target.p99);
  }
  if (target.p95 !== undefined) {
    goals.push(`p95 ≤ ${target.p95} ms`);
    met.push(o.p95 <= target.p95);
  }
  if (target.rps !== undefined) {
    goals.push(`≥ ${target.rps} req/s`);
    met.push(o.rps >= target.rps);
  }
  if (target.cpu !== undefined && Number.isFinite(o.cpu)) {
    goals.push(`≤ ${target.cpu} ms CPU`);
    met.push(o.cpu <= target.cpu);
  }
  return { goals: goals.join(', ') || '—', met: met.length ? (met.every(Boolean) ? 'yes' : 'NO') : '' };
}

async function main() {
  const benchBareUrl = new URL(BARE_PATH, WEB);
  const benchBare = await request(benchBareUrl);
  if (benchBare.status !== 200) {
    throw new Error(
      `${benchBareUrl.href} answered ${benchBare.status}: start the storefront with BENCH_PAGE=1 for the bench`,
    );
  }
  const bareApp = await startBareApp(BARE_APP_PORT);
  try {
    await bench(benchBareUrl, bareApp);
  } finally {
    bareApp.stop();
  }
}

async function bench(benchBareUrl, bareApp) {
  const anonymous = {};
  // Any Authorization header makes a request personal, so the shared page cache neither serves nor keeps it: the
  // page renders every time, as for a visitor the cache has not seen yet.
  const uncached = { authorization: 'Bench uncached' };
  const cookie = await shopperCookie({ api: API, tenantDomain: TENANT_DOMAIN, email: EMAIL, password: PASSWORD });
  const loggedIn = { cookie };
  const product = await productPath();
  const apiHeaders = { 'x-tenant-domain': TENANT_DOMAIN, 'accept-language': 'en' };

  // Targets against the bare app: what a returning visitor gets (cached) close to Next itself; a full render at
  // least a twelfth of it.
  const cached = { ratio: 0.8 };
  const rendered = { ratio: 0.08 };
  const rows = [
    { name: 'home', url: new URL('/', WEB), headers: anonymous, target: { ...cached, p99: 150 } },
    { name: 'home uncached', url: new URL('/', WEB), headers: uncached, target: { cpu: 30 } },
    { name: 'search', url: new URL('/product-search?keyword=dress', WEB), headers: anonymous, target: cached },
    {
      name: 'search uncached',
      url: new URL('/product-search?keyword=dress', WEB),
      headers: uncached,
      target: rendered,
    },
    { name: 'product', url: new URL(product, WEB), headers: anonymous, target: cached },
    { name: 'product uncached', url: new URL(product, WEB), headers: uncached, target: rendered },
    { name: 'faq', url: new URL('/faq', WEB), headers: anonymous, target: cached },
    { name: 'cart (logged in)', url: new URL('/cart', WEB), headers: loggedIn, target: rendered },
    { name: 'account (logged in)', url: new URL('/my/account', WEB), headers: loggedIn, target: rendered },
    { name: 'tenant api', url: new URL('/front/tenant', API), headers: apiHeaders, target: { rps: 2000 } },
    {
      name: 'preferred-products api',
      url: new URL('/front/site-content/preferred-products', API),
      headers: apiHeaders,
      target: { rps: 2000 },
    },
    {
      name: 'preferred-groups api',
      url: new URL('/front/site-content/preferred-product-groups', API),
      headers: apiHeaders,
      target: { rps: 2000 },
    },
    { name: 'search api', url: new URL('/front/product/search?keyword=dress', API), headers: apiHeaders },
    // Every request a search nobody made before (keyword and price bound vary), so the API's read cache never answers.
    {
      name: 'search api uncached',
      url: new URL('/front/product/search?keyword=dress', API),
      next: distinctSearch,
      headers: apiHeaders,
      target: { p95: 20 },
    },
  ].filter((row) => ONLY.length === 0 || ONLY.includes(row.name));

  // Home page weight.
  const HOME_HTML_KB = 100;
  const home = await mustGet(new URL('/', WEB), anonymous, 'home');
  const html = home.body.toString();
  const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + (m[1]?.length ?? 0), 0);
  const homeKb = home.body.length / 1024;
  console.log(
    `home HTML ${homeKb.toFixed(0)} KB (target ≤ ${HOME_HTML_KB} KB: ${homeKb <= HOME_HTML_KB ? 'met' : 'NOT met'}): __NEXT_DATA__ ${(nextData.length / 1024).toFixed(0)} KB, inline styles ${(styles / 1024).toFixed(0)} KB`,
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} round(s); yardsticks measured in turn with each row: bare app ${bareApp.url.href}, ${benchBareUrl.href}\n`,
  );

  const header = [
    'row',
    'req/s',
    'p50',
    'p95',
    'p99',
    'cpu/req',
    'bare app req/s',
    'bare app cpu',
    '× bare app',
    '/bench-bare req/s',
    '× /bench-bare',
    'target',
    'met',
  ];
  const table = [];
  const print = (line) => {
    table.push(line);
    console.log(line.join(' | '));
  };

  // The shared path: the same page inside our server and in the bare app. Its CPU difference is what i18n
  // routing, headers, _app and _document cost every request.
  {
    // Both yardsticks warm (JIT, first renders) before they are measured: the bare app has just started.
    await load(bareApp.url, {}, 2);
    await load(benchBareUrl, {}, 2);
    const inside = [];
    const outside = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      inside.push(await load(benchBareUrl, {}, SECONDS, WEB_PID));
      outside.push(await load(bareApp.url, {}, SECONDS, bareApp.pid));
    }
    const o = merge(inside);
    const b = merge(outside);
    const extraCpu = Number.isFinite(o.cpu) ? ` (+${ms(o.cpu - b.cpu)} CPU)` : '';
    print([
      `shared path: /bench-bare${extraCpu}`,
      rate(o.rps),
      ms(o.p50),
      ms(o.p95),
      ms(o.p99),
      ms(o.cpu),
      rate(b.rps),
      ms(b.cpu),
      `${(o.rps / b.rps).toFixed(2)}×`,
      rate(o.rps),
      '1.00×',
      '—',
      '',
    ]);
  }

  for (const row of rows) {
    await mustGet(row.url, row.headers, row.name); // warm: first render, caches
    const ours = [];
    const app = [];
    const inside = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      ours.push(await load(row.url, row.headers, SECONDS, row.url.origin === WEB.origin ? WEB_PID : API_PID, row.next));
      app.push(await load(bareApp.url, {}, SECONDS, bareApp.pid));
      inside.push(await load(benchBareUrl, {}));
    }
    const o = merge(ours);
    const b = merge(app);
    const i = merge(inside);
    const ratio = o.rps / b.rps;
    const { goals, met } = judge(row.target, o, ratio);
    const line = [
      row.name,
      rate(o.rps),
      ms(o.p50),
      ms(o.p95),
      ms(o.p99),
      ms(o.cpu),
      rate(b.rps),
      ms(b.cpu),
      `${ratio.toFixed(2)}×`,
      rate(i.rps),
      `${(o.rps / i.rps).toFixed(2)}×`,
      goals,
      met,
    ];
    if (o.failures) line[0] += ` (${o.failures} failed)`;
    print(line);
  }

  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
  const fmt = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${fmt(header)}\n${fmt(widths.map((w) => '-'.repeat(w)))}`);
  for (const line of table) console.log(fmt(line));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
