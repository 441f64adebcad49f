// The bench's outside yardstick (bench/bare-app): a Next app of the storefront's own Next version with one page
// and nothing else (no middleware, no i18n routing, no _app, no _document), served by `next start` on loopback.
// Against it, /bench-bare (the same page inside the storefront) shows what our shared request path costs.
//
// Built on first use and again whenever its sources or the installed Next are newer than its build. Built with
// webpack: Turbopack (Next 16.4) takes a middleware file at the repository root into an app in a subfolder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const BARE_APP_DIR = path.join(root, 'bench', 'bare-app');
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['pages', 'next.config.js', 'tsconfig.json'].map((p) => path.join(BARE_APP_DIR, p));

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(p, entry))), stat.mtimeMs);
}

function runToEnd(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], {
      cwd: BARE_APP_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} (bench/bare-app) exited ${code}`)),
    );
  });
}

async function buildIfNeeded() {
  const buildId = path.join(BARE_APP_DIR, '.next', 'BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const newest = Math.max(
    ...SOURCES.map(newestMtime),
    newestMtime(path.join(root, 'node_modules', 'next', 'package.json')),
  );
  if (built > newest) return;
  console.log('[bench] building the bare app (bench/bare-app)…');
  await runToEnd(['build', '--webpack']);
}

function answers(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
  });
}

/**
 * Builds (if needed) and starts the bare app on 127.0.0.1:`port`; resolves once its page answers.
 * `pid` is the serving process (next start serves in its own process), for CPU per request.
 */
export async function startBareApp(port) {
  await buildIfNeeded();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: BARE_APP_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  const url = new URL(`http://127.0.0.1:${port}/`);
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the bare app did not answer on ${url.href}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, pid: String(child.pid), stop };
}
