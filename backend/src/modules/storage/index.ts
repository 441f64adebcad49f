import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import { ObjectExistsError, type FileStorage, type StoredFile } from './types';

/*
 * The one storage of the process, chosen from the environment:
 * - default: the local folder `config.uploadDir` (UPLOAD_DIR, default `$DATA_DIR/uploads`);
 * - an S3-compatible bucket when S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all set
 *   (S3_REGION defaults to us-east-1, S3_FORCE_PATH_STYLE to true). Files that exist only in the local folder
 *   (e.g. catalogue pictures rendered there before the bucket was configured) are still served from it.
 *
 * Folder layout (same key in the folder, the bucket and the URL `${CDN_BASE_URL}/<key>`):
 *   catalogue/<file>                              catalogue pictures rendered at seed time
 *   <tenantId>/product-search/<YYYY-MM-DD>/<uuid>.<ext>   shoppers' image-search uploads (POST /oss)
 *
 * Use: `const storage = storageFor(app.config); await storage.put('catalogue/x.jpg', bytes, 'image/jpeg');
 * storage.publicUrl('catalogue/x.jpg')`.
 */

export type { FileStorage, StoredFile } from './types';
export { ObjectExistsError } from './types';
export { isValidKey, contentTypeFor } from './keys';

export interface S3Env {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION?: string;
  S3_FORCE_PATH_STYLE?: string;
}

const value = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : null);

/** Reads before writes: get() asks `primary` first, then `fallback`; put() goes to `primary` only. */
class LayeredStorage implements FileStorage {
  constructor(
    readonly primary: FileStorage,
    private readonly fallback: FileStorage,
  ) {}
  get kind() {
    return this.primary.kind;
  }
  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.primary.put(key, body, contentType);
  }
  async create(key: string, body: Buffer, contentType: string): Promise<void> {
    // A file only in the fallback folder is still served (reads ask the primary first): do not shadow it.
    const old = await this.fallback.get(key);
    if (old) {
      // Only its existence mattered. The stream may still be opening: a late error (the file gone by then) must not
      // go unhandled and bring the process down.
      old.body.on('error', () => undefined);
      old.body.destroy();
      throw new ObjectExistsError(key);
    }
    return this.primary.create(key, body, contentType);
  }
  async get(key: string): Promise<StoredFile | null> {
    return (await this.primary.get(key)) ?? this.fallback.get(key);
  }
  publicUrl(key: string): string {
    return this.primary.publicUrl(key);
  }
}

export function createStorage(
  config: Pick<AppConfig, 'uploadDir' | 'cdnBaseUrl'>,
  env: S3Env = process.env as S3Env,
): FileStorage {
  const local = new LocalFileStorage(config.uploadDir, config.cdnBaseUrl);
  const bucket = value(env.S3_BUCKET);
  const endpoint = value(env.S3_ENDPOINT);
  const accessKeyId = value(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = value(env.S3_SECRET_ACCESS_KEY);
  if (!bucket || !endpoint || !accessKeyId || !secretAccessKey) return local;
  const s3 = new S3FileStorage({
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: value(env.S3_REGION) ?? 'us-east-1',
    pathStyle: value(env.S3_FORCE_PATH_STYLE) !== 'false',
    cdnBaseUrl: config.cdnBaseUrl,
  });
  return new LayeredStorage(s3, local);
}

const byConfig = new WeakMap<object, FileStorage>();

/** The storage for this app config (one per config object, so tests with their own config get their own). */
export function storageFor(config: Pick<AppConfig, 'uploadDir' | 'cdnBaseUrl'>): FileStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createStorage(config);
    byConfig.set(config, storage);
  }
  return storage;
}

/** The folder the catalogue seed renders into (`<uploadDir>/catalogue`), for code that writes files directly. */
export function catalogueDir(config: Pick<AppConfig, 'uploadDir'>): string {
  return path.join(config.uploadDir, 'catalogue');
}
