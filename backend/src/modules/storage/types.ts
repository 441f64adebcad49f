import type { Readable } from 'node:stream';

/*
 * Where uploaded and generated files live. Keys are slash-separated relative paths such as
 * `catalogue/taobao-123.jpg` or `<tenant>/product-search/2026-05-01/<uuid>.jpg` (see keys.ts for the rules);
 * the same key names the file in the local folder, in the bucket and in the public URL.
 */

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when known. */
  size: number | null;
  etag: string | null;
  lastModified: Date | null;
}

export interface FileStorage {
  /** Which backend this is, for logs and /health. */
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing any previous file (internal writers: seed, tests). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores `body` under `key` only if no object has that key yet; throws ObjectExistsError otherwise. What
   * shoppers' uploads use: nothing they send ever replaces a stored file.
   */
  create(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** The address a browser uses: `${CDN_BASE_URL}/${key}` (by default `/api/files/<key>`, served by GET /files). */
  publicUrl(key: string): string;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`an object already exists under ${JSON.stringify(key.slice(0, 120))}`);
    this.name = 'ObjectExistsError';
  }
}
