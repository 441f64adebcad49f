// First-load JavaScript per route (gzip), from the build manifest: Next 16 no longer prints it.
// Usage: node scripts/page-weight.mjs [/route ...]   (after `next build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(root, '.next', file))).length;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(manifest.pages).filter((r) => !r.startsWith('/_'));
const shared = new Set([...(manifest.polyfillFiles ?? []).filter(() => false), ...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])]);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sharedBytes = [...shared].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
console.log(`shared by all routes: ${kb(sharedBytes)} gzip`);
for (const route of routes) {
  const files = new Set([...shared, ...(manifest.pages[route] ?? [])]);
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  console.log(`${route.padEnd(24)} ${kb(total)} gzip first-load JS`);
}
