import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ObjectExistsError, type FileStorage, type StoredFile } from './types';
import { assertValidKey, contentTypeFor, isValidKey } from './keys';

/*
 * Files in a local folder (`UPLOAD_DIR`, default `$DATA_DIR/uploads`), one file per key at `<root>/<key>`. The
 * content type follows the key's extension, so callers choose keys with the right one. Writes go to a temporary
 * name and are renamed into place: a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    root: string,
    private readonly cdnBaseUrl: string,
  ) {
    this.root = path.resolve(root);
  }

  /** Absolute path of a key (checked). */
  pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** Writes a temporary file next to the key's place; the caller moves it into place. */
  private async stage(key: string, body: Buffer, contentType: string): Promise<{ file: string; tmp: string }> {
    const file = this.pathOf(key);
    // The folder keeps no metadata: the extension is the content type, so they must agree.
    const base = (type: string) => type.split(';')[0]?.trim().toLowerCase();
    if (base(contentTypeFor(key)) !== base(contentType)) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, body);
    return { file, tmp };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { file, tmp } = await this.stage(key, body, contentType);
    await fs.promises.rename(tmp, file);
  }

  async create(key: string, body: Buffer, contentType: string): Promise<void> {
    const { file, tmp } = await this.stage(key, body, contentType);
    try {
      // link() never replaces an existing name, so two racing writers cannot both win.
      await fs.promises.link(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw err;
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const file = this.pathOf(key);
    let stat: fs.Stats;
    try {
      // No symlinks out of the folder: resolve and check the real path too.
      const real = await fs.promises.realpath(file);
      const realRoot = await fs.promises.realpath(this.root);
      if (!real.startsWith(realRoot + path.sep)) return null;
      stat = await fs.promises.stat(real);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    return {
      body: fs.createReadStream(file),
      contentType: contentTypeFor(key),
      size: stat.size,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  publicUrl(key: string): string {
    return joinUrl(this.cdnBaseUrl, key);
  }
}

export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}
