import sharp from 'sharp';

/*
 * A compact visual fingerprint of an image, the same for the catalogue (computed at seed time) and for a
 * shopper's upload (computed per search):
 *
 * - `hash`: a 64-bit difference hash (dHash) as 16 lowercase hex characters. The image is reduced to 9x8 grey
 *   pixels and each bit says whether a pixel is clearly brighter than its right-hand neighbour. It survives
 *   resizing and JPEG re-encoding (the browser compresses uploads to a 200 px edge) because both reduce to the
 *   same tiny picture; compared by Hamming distance.
 * - `histogram`: 64 bins (4 levels per RGB channel) of the colour distribution, normalised to sum to 1 and
 *   rounded to 4 decimals. It separates images of similar shape but different colour.
 * - `thumb`: the 32x32 grey picture itself (base64 of 1024 bytes), compared by mean absolute difference. Binary
 *   hashes cannot tell apart generated images that share a layout and differ only in detail (a title, a size);
 *   a continuous thumbnail can, and re-encoding noise moves it very little.
 *
 * All three come from one shared 64x64 reduction, so the cost is one decode of the input (~5-15 ms).
 * Store all three per product (e.g. the object as one jsonb column); `thumb` is what makes a product's own,
 * recompressed image come out first among look-alikes.
 */

export interface ImageFingerprint {
  /** 64-bit dHash, 16 hex characters. */
  hash: string;
  /** 64 colour bins (r*16 + g*4 + b at 4 levels per channel), summing to ~1. */
  histogram: number[];
  /** 32x32 8-bit grey thumbnail, row by row, base64 (1368 characters). */
  thumb: string;
}

export const HASH_BITS = 64;
export const HISTOGRAM_BINS = 64;
export const THUMB_SIZE = 32;

const BASE = 64;
const HASH_W = 9;
const HASH_H = 8;
/* Neighbours closer than this count as equal: re-encoding noise in flat areas must not flip bits. */
const FLAT = 2;

/** Thrown for input that is not a decodable image. */
export class InvalidImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImageError';
  }
}

export async function imageFingerprint(buf: Buffer): Promise<ImageFingerprint> {
  let base: Buffer;
  try {
    base = await sharp(buf, { limitInputPixels: 50_000_000 })
      .rotate() // honour EXIF orientation: a phone photo and its upright copy must match
      .flatten({ background: '#ffffff' }) // transparent PNG areas count as white, as shown on the page
      .resize(BASE, BASE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  } catch (err) {
    throw new InvalidImageError(`not a readable image: ${(err as Error).message}`);
  }
  const raw = { raw: { width: BASE, height: BASE, channels: 3 as const } };
  const [grey, thumb] = await Promise.all([
    sharp(base, raw).resize(HASH_W, HASH_H, { fit: 'fill' }).greyscale().raw().toBuffer(),
    sharp(base, raw).resize(THUMB_SIZE, THUMB_SIZE, { fit: 'fill' }).greyscale().raw().toBuffer(),
  ]);
  return { hash: differenceHash(grey), histogram: colourHistogram(base), thumb: thumb.toString('base64') };
}

/** dHash over a HASH_W x HASH_H single-channel buffer. */
function differenceHash(grey: Buffer): string {
  let hex = '';
  let nibble = 0;
  let bits = 0;
  for (let y = 0; y < HASH_H; y++) {
    for (let x = 0; x < HASH_W - 1; x++) {
      const left = grey[y * HASH_W + x] ?? 0;
      const right = grey[y * HASH_W + x + 1] ?? 0;
      nibble = (nibble << 1) | (left > right + FLAT ? 1 : 0);
      bits++;
      if (bits === 4) {
        hex += nibble.toString(16);
        nibble = 0;
        bits = 0;
      }
    }
  }
  return hex;
}

function colourHistogram(rgb: Buffer): number[] {
  const bins = new Array<number>(HISTOGRAM_BINS).fill(0);
  const pixels = rgb.length / 3;
  for (let i = 0; i < rgb.length; i += 3) {
    const [r0, r1, rw] = softBin(rgb[i] ?? 0);
    const [g0, g1, gw] = softBin(rgb[i + 1] ?? 0);
    const [b0, b1, bw] = softBin(rgb[i + 2] ?? 0);
    for (const [r, wr] of [
      [r0, 1 - rw],
      [r1, rw],
    ] as const) {
      for (const [g, wg] of [
        [g0, 1 - gw],
        [g1, gw],
      ] as const) {
        for (const [b, wb] of [
          [b0, 1 - bw],
          [b1, bw],
        ] as const) {
          const bin = r * 16 + g * 4 + b;
          bins[bin] = (bins[bin] ?? 0) + wr * wg * wb;
        }
      }
    }
  }
  return bins.map((n) => Math.round((n / pixels) * 10_000) / 10_000);
}

/*
 * Soft binning: a channel value is shared between the two nearest of the 4 level centres (32, 96, 160, 224) in
 * proportion to its closeness, so a colour near a bin edge that JPEG nudges across it moves the histogram a
 * little instead of moving a whole bin.
 */
function softBin(value: number): [number, number, number] {
  const pos = Math.min(3, Math.max(0, (value - 32) / 64));
  const low = Math.min(2, Math.floor(pos));
  return [low, low + 1, pos - low];
}
