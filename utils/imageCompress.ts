/*
 * Image search only needs a thumbnail: before upload the picture is scaled in the browser so that its longer
 * edge is at most 200 px, which turns a 10 MB photo into a few kilobytes. The type is kept (jpeg stays
 * jpeg, png stays png) because the upload token is issued for that extension.
 */

export const IMAGE_SEARCH_MAX_EDGE = 200;
const JPEG_QUALITY = 0.9;

export type CompressibleType = 'image/jpeg' | 'image/png';

/** Size that fits within `maxEdge` × `maxEdge` keeping the aspect ratio; never upscales; at least 1 × 1. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  // Older Safari: decode through an <img> on an object URL.
  const src = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(src),
    };
  } catch (error) {
    URL.revokeObjectURL(src);
    throw error;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: CompressibleType): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))),
      type,
      type === 'image/jpeg' ? JPEG_QUALITY : undefined,
    );
  });
}

/**
 * The image scaled to a longer edge of at most `maxEdge`, as a Blob of the same type. An image that is already
 * small enough is returned unchanged. Rejects when the browser cannot decode the file.
 */
export async function compressImage(
  file: Blob,
  type: CompressibleType,
  maxEdge = IMAGE_SEARCH_MAX_EDGE,
): Promise<Blob> {
  const decoded = await decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, maxEdge);
    if (size.width === decoded.width && size.height === decoded.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    return await toBlob(canvas, type);
  } finally {
    decoded.release();
  }
}
