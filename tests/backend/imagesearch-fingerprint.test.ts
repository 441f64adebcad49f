import sharp from 'sharp';
import {
  imageFingerprint,
  InvalidImageError,
  HISTOGRAM_BINS,
  THUMB_SIZE,
} from '../../backend/src/modules/imagesearch/fingerprint';
import {
  compact,
  fingerprintDistance,
  hashDistance,
  histogramDistance,
} from '../../backend/src/modules/imagesearch/similarity';

/** A generated product-like picture: background, one shape, a caption. */
function picture(hue: number, shape: 'circle' | 'rect', caption: string, size = 800): Promise<Buffer> {
  const body =
    shape === 'circle'
      ? `<circle cx="400" cy="360" r="220" fill="hsl(${(hue + 120) % 360},60%,40%)"/>`
      : `<rect x="180" y="160" width="440" height="400" fill="hsl(${(hue + 200) % 360},50%,45%)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="hsl(${hue},70%,60%)"/>${body}<text x="80" y="730" font-size="70" fill="#fff">${caption}</text></svg>`;
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}

/** What the browser sends: at most 200 px on the long edge, JPEG. */
const browserCopy = (buf: Buffer) => sharp(buf).resize(200, 200, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();

describe('imageFingerprint', () => {
  it('returns a 64-bit hex hash, a normalised 64-bin histogram and a 32x32 thumbnail', async () => {
    const fp = await imageFingerprint(await picture(20, 'circle', 'A'));
    expect(fp.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(fp.histogram).toHaveLength(HISTOGRAM_BINS);
    expect(fp.histogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(Buffer.from(fp.thumb, 'base64')).toHaveLength(THUMB_SIZE * THUMB_SIZE);
  });

  it('is deterministic', async () => {
    const img = await picture(200, 'rect', 'B');
    expect(await imageFingerprint(img)).toEqual(await imageFingerprint(img));
  });

  it('keeps a recompressed 200 px copy closer to its original than to a look-alike', async () => {
    const original = await picture(30, 'circle', 'Item 1');
    const lookAlike = await picture(30, 'circle', 'Item 2');
    const other = await picture(210, 'rect', 'Item 3');
    const query = compact(await imageFingerprint(await browserCopy(original)));
    const [dSelf, dLook, dOther] = await Promise.all(
      [original, lookAlike, other].map(async (b) => fingerprintDistance(query, compact(await imageFingerprint(b)))),
    );
    expect(dSelf).toBeLessThan(dLook as number);
    expect(dLook).toBeLessThan(dOther as number);
    expect(dSelf).toBeLessThan(0.05);
  });

  it('treats transparent areas as white', async () => {
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await imageFingerprint(transparent)).toEqual(await imageFingerprint(white));
  });

  it('rejects bytes that are not an image', async () => {
    await expect(imageFingerprint(Buffer.from('not an image'))).rejects.toBeInstanceOf(InvalidImageError);
  });
});

describe('distances', () => {
  it('hashDistance counts differing bits', () => {
    expect(hashDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(1);
    expect(hashDistance('0000000000000000', '000000000000000f')).toBe(4 / 64);
    expect(hashDistance('00', '000')).toBe(1);
  });

  it('histogramDistance is the total variation distance', () => {
    expect(histogramDistance([1, 0], [1, 0])).toBe(0);
    expect(histogramDistance([1, 0], [0, 1])).toBe(1);
    expect(histogramDistance([0.5, 0.5], [1, 0])).toBe(0.5);
  });

  it('falls back to hash and histogram when a thumbnail is missing', () => {
    const a = { hash: '0000000000000000', histogram: [1, 0], thumb: null };
    const b = { hash: 'ffffffffffffffff', histogram: [1, 0], thumb: null };
    expect(fingerprintDistance(a, a)).toBe(0);
    expect(fingerprintDistance(a, b)).toBeGreaterThan(0.5);
  });
});
