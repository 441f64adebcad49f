import { AppError } from '../../http/errors';
import type { FileStorage } from '../storage';
import { isValidKey } from '../storage/keys';

/*
 * From an image-search `imageUrl` to the image's bytes, read from OUR storage only. The API never fetches a
 * URL: it recognises our own public addresses (`${CDN_BASE_URL}/<key>`, e.g. /api/files/<key>, the API-direct
 * /files/<key>, or either on one of the tenant's hosts) and reads `<key>` from storage. Anything else is a 400
 * UNSUPPORTED_IMAGE_URL, so image search cannot be used to reach other hosts (no SSRF).
 *
 * Keys are limited to the catalogue's pictures and the asking tenant's own uploads.
 */

export const MAX_IMAGE_BYTES = 10_485_760;

export interface ResolveContext {
  storage: FileStorage;
  cdnBaseUrl: string;
  tenantId: string;
  /** Hosts (lower-case, no port) on which an absolute URL is still ours: the tenant's hosts. */
  allowedHosts?: readonly string[];
}

const unsupported = (detail: string) =>
  new AppError(400, 'UNSUPPORTED_IMAGE_URL', 'Only images uploaded to this site can be searched', {
    detail,
    fields: { imageUrl: 'UNSUPPORTED_IMAGE_URL' },
  });

/** The storage key an image URL names, or throws UNSUPPORTED_IMAGE_URL. */
export function imageKeyOf(imageUrl: string, ctx: Omit<ResolveContext, 'storage'>): string {
  const raw = imageUrl.trim();
  if (raw === '' || raw.length > 2048) throw unsupported('The image address is empty or too long');
  const cdn = ctx.cdnBaseUrl.replace(/\/+$/, '');
  let rest: string | null = null;
  if (raw.startsWith(`${cdn}/`)) {
    rest = raw.slice(cdn.length + 1); // exactly our CDN base (relative or absolute)
  } else {
    let url: URL;
    try {
      url = new URL(raw, 'http://relative.invalid');
    } catch {
      throw unsupported('The image address is not a URL');
    }
    const relative = url.host === 'relative.invalid' && raw.startsWith('/') && !raw.startsWith('//');
    const ownHost =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (ctx.allowedHosts ?? []).includes(url.hostname.toLowerCase());
    if (!relative && !ownHost)
      throw unsupported('Images from other sites are not searched; upload the picture instead');
    if (url.search || url.hash) throw unsupported('The image address must not carry a query');
    const cdnPath = cdn.startsWith('/') ? cdn : null;
    for (const base of [cdnPath, '/files', '/api/files']) {
      if (base && url.pathname.startsWith(`${base}/`)) {
        rest = url.pathname.slice(base.length + 1);
        break;
      }
    }
  }
  if (rest === null) throw unsupported("The address is not one of this site's stored images");
  let key: string;
  try {
    key = decodeURIComponent(rest);
  } catch {
    throw unsupported('The image address is not correctly encoded');
  }
  if (!isValidKey(key)) throw unsupported('The image address does not name a stored file');
  const owner = key.split('/')[0];
  if (owner !== 'catalogue' && owner !== ctx.tenantId) throw unsupported('The image belongs to another site');
  return key;
}

/** The image's bytes (at most MAX_IMAGE_BYTES); 404 IMAGE_NOT_FOUND when nothing is stored under the key. */
export async function resolveImageUrl(imageUrl: string, ctx: ResolveContext): Promise<{ key: string; bytes: Buffer }> {
  const key = imageKeyOf(imageUrl, ctx);
  const file = await ctx.storage.get(key);
  if (!file)
    throw new AppError(404, 'IMAGE_NOT_FOUND', 'The image is no longer available; upload it again', { detail: key });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMAGE_BYTES) {
      file.body.destroy();
      throw new AppError(400, 'IMAGE_TOO_LARGE', 'The image is too large to search', {
        detail: `over ${MAX_IMAGE_BYTES} bytes`,
      });
    }
    chunks.push(chunk as Buffer);
  }
  return { key, bytes: Buffer.concat(chunks) };
}
