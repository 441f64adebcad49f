// Builds the storefront when there is no build yet or a source file is newer than the last build,
// so `npm start` on a fresh checkout (or after a pull) never serves a stale bundle.
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { runToEnd } from './processes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = [
  'pages',
  'components',
  'services',
  'stores',
  'utils',
  'theme',
  'contract',
  'locales',
  'public',
  'next.config.js',
  'next-i18next.config.js',
  'package.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export async function buildIfNeeded({ force = false } = {}) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (!force && built > newest) {
    console.log('[build] storefront build is up to date');
  } else {
    console.log('[build] building the storefront (next build)…');
    await runToEnd(path.join(root, 'node_modules/.bin/next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
  }
  // Also after a plain `next build` run by hand: the hints are part of a finished build.
  console.log(`[build] compile hint added to ${addCompileHints()} scripts (first-load and axios)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes('--force') }).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
