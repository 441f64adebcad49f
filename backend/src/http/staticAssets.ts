// GET /assets/* : committed static files from backend/assets (tenant logos, seed images), streamed from disk.
// Paths are resolved inside the assets root only (no `..`, no absolute paths, no symlink escapes).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Absolute path of `relative` inside `root`, or null when it would escape it. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decoded.replace(/\\/g, '/')));
  return target === root || target.startsWith(root + path.sep) ? target : null;
}

export async function staticAssetsRoutes(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.config.assetsDir);
  app.get('/assets/*', { config: { tenant: false } }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const file = safeJoin(root, rel);
    if (!file) throw notFound('ASSET_NOT_FOUND', 'No such asset');
    let real: string;
    let stat: fs.Stats;
    try {
      real = await fs.promises.realpath(file);
      stat = await fs.promises.stat(real);
    } catch {
      throw notFound('ASSET_NOT_FOUND', 'No such asset');
    }
    const realRoot = await fs.promises.realpath(root);
    if (!stat.isFile() || !real.startsWith(realRoot + path.sep)) throw notFound('ASSET_NOT_FOUND', 'No such asset');
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('content-type', TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
      .header('etag', etag)
      .header('last-modified', stat.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff');
    // SVGs are images here, never documents that could run script.
    if (real.endsWith('.svg')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.header('content-length', stat.size);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(fs.createReadStream(real));
  });
}
