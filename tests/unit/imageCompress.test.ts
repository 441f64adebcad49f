import { compressImage, fitWithin, IMAGE_SEARCH_MAX_EDGE } from '@/utils/imageCompress';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('fitWithin', () => {
  it('scales the longer edge down to the limit keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 200)).toEqual({ width: 200, height: 150 });
    expect(fitWithin(1080, 1920, 200)).toEqual({ width: 113, height: 200 });
    expect(fitWithin(500, 500, 200)).toEqual({ width: 200, height: 200 });
  });

  it('never upscales and keeps at least one pixel', () => {
    expect(fitWithin(120, 80, 200)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(10000, 10, 200)).toEqual({ width: 200, height: 1 });
  });
});

describe('compressImage (canvas path)', () => {
  const drawImage = jest.fn();
  let bitmap: { width: number; height: number; close: jest.Mock };
  let encodedType: string | undefined;
  let encodedQuality: unknown;

  beforeEach(() => {
    drawImage.mockReset();
    bitmap = { width: 3000, height: 1500, close: jest.fn() };
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => bitmap);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage, imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
      this: HTMLCanvasElement,
      callback,
      type,
      quality,
    ) {
      encodedType = type;
      encodedQuality = quality;
      callback(new Blob([`${this.width}x${this.height}`], { type }));
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it('draws a large jpeg at a 200 px longer edge and keeps the jpeg type', async () => {
    const file = new File(['big'], 'photo.jpg', { type: 'image/jpeg' });
    const out = await compressImage(file, 'image/jpeg');
    expect(IMAGE_SEARCH_MAX_EDGE).toBe(200);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 200, 100);
    expect(out.type).toBe('image/jpeg');
    expect(encodedType).toBe('image/jpeg');
    expect(encodedQuality).toBe(0.9);
    expect(await readText(out)).toBe('200x100');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps png as png', async () => {
    bitmap = { width: 800, height: 1600, close: jest.fn() };
    const out = await compressImage(new File(['p'], 'a.png', { type: 'image/png' }), 'image/png');
    expect(out.type).toBe('image/png');
    expect(encodedQuality).toBeUndefined();
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 100, 200);
  });

  it('returns a small image unchanged', async () => {
    bitmap = { width: 150, height: 90, close: jest.fn() };
    const file = new File(['s'], 's.png', { type: 'image/png' });
    expect(await compressImage(file, 'image/png')).toBe(file);
    expect(drawImage).not.toHaveBeenCalled();
  });

  it('rejects when the browser cannot decode the file', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    await expect(compressImage(new File(['x'], 'x.jpg', { type: 'image/jpeg' }), 'image/jpeg')).rejects.toThrow(
      /decoded/,
    );
  });
});
