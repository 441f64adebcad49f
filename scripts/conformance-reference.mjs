// The conformance suite against the reference API, as CI runs it: a fresh API on free ports (PGlite in a
// throwaway data directory, or a fresh database on the TEST_DATABASE_URL server), the demo shopper as the test
// account, the operator token, then the API stopped and its data removed. `node scripts/conformance-reference.mjs
// [--postgres]` runs it alone.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { runToEnd, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the server of `url`; returns its URL and how to drop it. */
async function freshDatabase(url) {
  const name = `conformance_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: target.toString(), drop };
}

/** Starts the reference API on `databaseUrl` (or PGlite), runs the suite against it, stops it. Rejects on failure. */
export async function conformanceAgainstReference({ databaseUrl } = {}) {
  const [port, operatorPort] = [await freePort(), await freePort()];
  const operatorToken = crypto.randomBytes(24).toString('base64url');
  const dataDir = fs.mkdtempSync(path.join(root, '.tmp', 'conformance-'));
  const database = databaseUrl ? await freshDatabase(databaseUrl) : null;
  const api = spawn(tsx, ['backend/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      OPERATOR_PORT: String(operatorPort),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      OPERATOR_TOKEN: operatorToken,
      SEED_CATALOGUE_SIZE: '60',
      LOG_LEVEL: 'warn',
    },
    detached: true,
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${port}/health`, 300_000),
      exited.then(() => Promise.reject(new Error('the reference API exited before it was ready'))),
    ]);
    await runToEnd(tsx, [
      'conformance/cli.ts',
      '--api-url',
      `http://127.0.0.1:${port}`,
      '--email',
      'demo@globalbuy.test',
      '--password',
      'Shopper2026!',
      '--pay-password',
      '123456',
      // In one argument: a random base64url token can start with '-', which parseArgs would read as an option.
      `--operator-token=${operatorToken}`,
      '--operator-url',
      `http://127.0.0.1:${operatorPort}`,
    ]);
  } finally {
    // The API runs through tsx (a wrapper process and the server): stop the whole group it leads.
    if (api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const usePostgres = process.argv.includes('--postgres');
  if (usePostgres && !process.env.TEST_DATABASE_URL) {
    console.error('--postgres needs TEST_DATABASE_URL');
    process.exit(2);
  }
  conformanceAgainstReference({ databaseUrl: usePostgres ? process.env.TEST_DATABASE_URL : undefined }).then(
    () => process.exit(0),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
