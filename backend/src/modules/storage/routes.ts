import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { storageFor } from './index';
import { isPrivateKey, isValidKey } from './keys';

/*
 * GET/HEAD /files/<key>: stored files (uploads, catalogue pictures) from the configured storage; the storefront
 * reaches it as /api/files/<key>. Not tenant-scoped: keys are unguessable or public catalogue pictures, and a
 * CDN in front must be able to cache them. Keys never change content (uploads get fresh random names, catalogue
 * pictures are fixed per product), hence the year-long immutable cache. Private files (deposit receipts under
 * `<tenant>/receipts/`) are not served here at all: their owner and operators read them through authenticated
 * routes.
 */

const fileNotFound = () => notFound('FILE_NOT_FOUND', 'No such file');

export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  app.get('/files/*', { config: { tenant: false } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key) || isPrivateKey(key)) throw fileNotFound();
    const file = await storage.get(key);
    if (!file) throw fileNotFound();
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // An SVG is shown as an image here, never as a document that could run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    if (file.size !== null) reply.header('content-length', file.size);
    if (request.method === 'HEAD') {
      file.body.destroy();
      return reply.send();
    }
    return reply.send(file.body);
  });
}
