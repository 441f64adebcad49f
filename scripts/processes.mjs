// Shared helpers for the start/dev/e2e scripts: run child processes, wait for a port, stop everything on exit.
import { spawn } from 'node:child_process';
import http from 'node:http';

const children = new Set();

export function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

/** Run a command to completion; rejects on a non-zero exit. */
export function runToEnd(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve(res.statusCode !== undefined && res.statusCode < 500);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2000, () => {
        req.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

let stopping = false;
export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Give PGlite time to close its data directory cleanly.
  setTimeout(() => process.exit(code), 3000).unref();
  if (children.size === 0) process.exit(code);
  let left = children.size;
  for (const child of children) {
    child.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
