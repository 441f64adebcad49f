// First-load JavaScript per route (gzip): Next 16 no longer prints it. Run after `next build`.
//
//   node scripts/page-weight.mjs [/route ...]
//     From the build manifest: the scripts every route loads before it runs (the app's and the page's own).
//     Code behind next/dynamic or import() is not in it; "later" sums each route's next/dynamic chunks that
//     are not already counted (they load only when rendered: on the server, or on an event in the browser).
//
//   node scripts/page-weight.mjs --base http://localhost:3000 [--cookie 'name=value; …'] [/path?query ...]
//     From the HTML a running storefront (this build) serves: every script the page asks for, including the
//     next/dynamic chunks its server-rendered HTML needs before hydration. Give paths with the query that
//     matters (e.g. /auth/login?tab=signup), and a cookie for pages behind the login.
//
//   node scripts/page-weight.mjs --budget
//     The first form, then exits 1 when the shared scripts or any route load more than BUDGET below: the weight
//     reached so far, so a change that adds script to the first load fails `npm test` (scripts/test-all.mjs runs
//     it after the build) until it is cut or the budget is raised on purpose.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dotNext = path.join(root, '.next');
const manifest = JSON.parse(fs.readFileSync(path.join(dotNext, 'build-manifest.json'), 'utf8'));

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dotNext, file))).length);
  return sizes.get(file);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// A route's first-load JS on a mid-range phone over a slow network (the speed issue's target).
const TARGET_BYTES = 170 * 1024;
const verdict = (bytes) => (bytes <= TARGET_BYTES ? 'met' : 'NOT met');
// The first-load JS no change may exceed (gzip): every route meets the target now, so the target is the routes'
// budget; the shared part's is a little over what it weighs. Lower them as pages get lighter.
const BUDGET = { shared: 150 * 1024, route: TARGET_BYTES };
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gz(f), 0);

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const [, value] = args.splice(at, 2);
  return value ?? null;
};
const budgetAt = args.indexOf('--budget');
const budget = budgetAt >= 0;
if (budget) args.splice(budgetAt, 1);
const base = option('--base');
const cookie = option('--cookie');

const shared = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])]);
const pageRoutes = Object.keys(manifest.pages).filter((r) => !r.startsWith('/_'));

/** The route's next/dynamic chunks (server copy of its react-loadable manifest), not counted in `counted`. */
function lazyFiles(route, counted) {
  const file = path.join(dotNext, 'server', 'pages', route === '/' ? 'index' : route, 'react-loadable-manifest.json');
  if (!fs.existsSync(file)) return new Set();
  const loadable = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Turbopack may name a chunk there that it merged into another and never wrote: only files on disk count.
  return new Set(
    Object.values(loadable)
      .flatMap((entry) => entry.files)
      .filter((f) => !counted.has(f) && fs.existsSync(path.join(dotNext, f))),
  );
}

if (!base) {
  const over = [];
  const sharedBytes = sum(shared);
  if (budget && sharedBytes > BUDGET.shared) over.push(`shared ${kb(sharedBytes)} > budget ${kb(BUDGET.shared)}`);
  console.log(
    `shared by all routes: ${kb(sharedBytes)} gzip; target per route ≤ ${kb(TARGET_BYTES)}${budget ? `; budget: shared ≤ ${kb(BUDGET.shared)}, route ≤ ${kb(BUDGET.route)}` : ''}`,
  );
  for (const route of args.length ? args : pageRoutes) {
    const files = new Set([...shared, ...(manifest.pages[route] ?? [])]);
    const later = lazyFiles(route, files);
    const note = later.size ? `   (+${kb(sum(later))} in ${later.size} next/dynamic chunks, loaded when rendered)` : '';
    const bytes = sum(files);
    const overBudget = budget && bytes > BUDGET.route;
    if (overBudget) over.push(`${route} ${kb(bytes)} > budget ${kb(BUDGET.route)}`);
    console.log(
      `${route.padEnd(24)} ${kb(bytes)} gzip first-load JS (${verdict(bytes)}${overBudget ? ', OVER BUDGET' : ''})${note}`,
    );
  }
  if (over.length) {
    console.error(`\nFirst-load JS over budget (scripts/page-weight.mjs BUDGET):\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
} else {
  const paths = args.length ? args : pageRoutes;
  const headers = cookie ? { cookie } : {};
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, base), { headers, redirect: 'manual' });
    if (response.status !== 200) {
      console.log(
        `${pagePath.padEnd(40)} HTTP ${response.status}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}`,
      );
      continue;
    }
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attrs]) => ({ attrs, src: /\bsrc="([^"]+)"/.exec(attrs)?.[1] }))
      // nomodule scripts (polyfills) are skipped by the browsers that run the page's modules.
      .filter(({ src, attrs }) => src && !/\bnoModule\b|\bnomodule\b/.test(attrs))
      .map(({ src }) => decodeURIComponent(new URL(src, base).pathname).replace(/^\/_next\//, ''))
      .filter((file) => fs.existsSync(path.join(dotNext, file)));
    const route = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}').page ?? '?';
    const fromManifest = new Set([...shared, ...(manifest.pages[route] ?? [])]);
    const extra = scripts.filter(
      (file) => !fromManifest.has(file) && file.endsWith('.js') && file.startsWith('static/chunks/'),
    );
    const note = extra.length
      ? `   (${extra.length} next/dynamic chunks for the server-rendered HTML: +${kb(sum(extra))})`
      : '';
    const bytes = sum(new Set(scripts));
    console.log(`${pagePath.padEnd(40)} ${kb(bytes)} gzip first-load JS (${verdict(bytes)})${note}`);
  }
}
