/*
 * The real type of an uploaded image from its first bytes. A declared content type or a file name is only what
 * the client claims; the magic bytes are what the file is.
 */

export type SniffedType = 'image/jpeg' | 'image/png';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImageType(head: Uint8Array): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= PNG.length && PNG.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

/** The content type a key's extension promises. */
export function typeForExtension(key: string): SniffedType | null {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  return null;
}
