import path from 'node:path';

/*
 * Storage keys: 1-8 segments of letters, digits, '.', '_' and '-', no segment made only of dots, at most 256
 * characters. Everything that builds a path or a URL from a key checks it here first, so `..`, absolute paths,
 * backslashes, NUL bytes and percent-encoded tricks never reach the file system or the bucket.
 */

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 256;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s));
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidKeyError';
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content type by the key's extension (the local folder keeps no other metadata). */
export function contentTypeFor(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Folders under a tenant whose files belong to one shopper (`<tenant>/receipts/<user>/<file>`). */
export const PRIVATE_UPLOAD_FOLDERS = ['receipts'] as const;

/** Keys in a private folder: read only through authenticated routes, never at the public files address. */
export function isPrivateKey(key: string): boolean {
  return (PRIVATE_UPLOAD_FOLDERS as readonly string[]).includes(key.split('/')[1] ?? '');
}
