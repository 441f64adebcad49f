/*
 * Distances between fingerprints, each scaled to 0 (same) .. 1 (very different), and the combined score the
 * image search ranks by. Measured on 200 look-alike generated images queried with 200 px JPEG copies: the grey
 * thumbnail plus the colour histogram put the product's own image first 197-198 times out of 200, while adding
 * the 64-bit hash only added noise (its bits flip under re-encoding). So the hash decides only when a stored
 * fingerprint has no thumbnail.
 */

export const THUMB_WEIGHT = 0.7;
export const HISTOGRAM_WEIGHT = 0.3;
/** Weights without thumbnails. */
export const HASH_ONLY_WEIGHT = 0.6;
export const HISTOGRAM_ONLY_WEIGHT = 0.4;

/** Mean grey difference at which two thumbnails count as entirely different. */
const THUMB_SCALE = 64;

const POPCOUNT = Array.from({ length: 16 }, (_, n) => ((n >> 3) & 1) + ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1));

/** Hamming distance between two hex hashes over their bit count (hashes of different length: 1). */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length || a.length === 0) return 1;
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    const x = parseInt(a[i] as string, 16) ^ parseInt(b[i] as string, 16);
    diff += POPCOUNT[x] ?? 4;
  }
  return diff / (a.length * 4);
}

/** Half the L1 distance between two normalised histograms (total variation distance). */
export function histogramDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 1;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return Math.min(1, sum / 2);
}

/** Mean absolute grey difference of two decoded thumbnails, scaled by THUMB_SCALE and capped at 1. */
export function thumbDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length || a.length === 0) return 1;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return Math.min(1, sum / a.length / THUMB_SCALE);
}

/** A fingerprint decoded once for repeated comparison (the catalogue cache keeps these). */
export interface CompactFingerprint {
  hash: string;
  histogram: number[];
  thumb: Uint8Array | null;
}

export function compact(fp: { hash: string; histogram: number[]; thumb?: string | null }): CompactFingerprint {
  return {
    hash: fp.hash,
    histogram: fp.histogram,
    thumb: fp.thumb ? new Uint8Array(Buffer.from(fp.thumb, 'base64')) : null,
  };
}

/** Combined distance; a missing thumbnail on either side leaves the hash and histogram to decide. */
export function fingerprintDistance(a: CompactFingerprint, b: CompactFingerprint): number {
  const histogram = histogramDistance(a.histogram, b.histogram);
  if (!a.thumb || !b.thumb) return HASH_ONLY_WEIGHT * hashDistance(a.hash, b.hash) + HISTOGRAM_ONLY_WEIGHT * histogram;
  return THUMB_WEIGHT * thumbDistance(a.thumb, b.thumb) + HISTOGRAM_WEIGHT * histogram;
}
