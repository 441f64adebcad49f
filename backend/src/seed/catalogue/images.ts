import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { GenProduct, Pattern, ProductArt } from './generate';
import { PATTERNS } from './generate';
import { Prng } from './prng';
import { COLOURS, type Glyph } from './vocabulary';

/*
 * Product pictures drawn on this machine at seed time (nothing is downloaded): an SVG per picture, rendered to
 * JPEG by sharp. A cover is the product's palette and pattern with its category's silhouette on a plate; gallery
 * pictures recompose the same elements ("other angles"); variant swatches are the silhouette in the variant's
 * colour, shared by every product of that category and colour.
 *
 * Only plain shapes are used: SVG <pattern> and gradients cost librsvg ~8x more time, and 2,100 products need
 * ~6,000 pictures in well under a minute.
 */

export const COVER_SIZE = 400;
export const SWATCH_SIZE = 160;
/** Subfolder of the upload directory (and of the CDN base URL). */
export const CATALOGUE_FOLDER = 'catalogue';

/* Silhouettes in a 200x200 box, centred on (100, 100). */
const GLYPHS: Record<Glyph, (fill: string, hole: string) => string> = {
  shirt: (f) =>
    `<path fill="${f}" d="M70 40 L100 55 L130 40 L172 66 L156 98 L140 90 L140 168 L60 168 L60 90 L44 98 L28 66 Z"/>`,
  dress: (f) => `<path fill="${f}" d="M84 28 L116 28 L121 60 L108 76 L152 172 L48 172 L92 76 L79 60 Z"/>`,
  shoe: (f, h) =>
    `<path fill="${f}" d="M24 122 L30 78 L62 84 L88 110 L150 120 Q180 127 180 150 L180 162 L20 162 Z"/><rect x="20" y="150" width="160" height="8" fill="${h}" opacity="0.6"/>`,
  bag: (f, h) =>
    `<path fill="${f}" d="M40 78 L160 78 L172 172 L28 172 Z"/><path fill="none" stroke="${f}" stroke-width="12" d="M76 80 Q76 34 100 34 Q124 34 124 80"/><rect x="88" y="100" width="24" height="14" rx="3" fill="${h}"/>`,
  phone: (f, h) =>
    `<rect x="62" y="22" width="76" height="156" rx="14" fill="${f}"/><rect x="70" y="36" width="60" height="122" rx="4" fill="${h}"/><circle cx="100" cy="168" r="5" fill="${h}"/>`,
  home: (f, h) =>
    `<path fill="${f}" d="M100 28 L172 92 L150 92 L150 172 L50 172 L50 92 L28 92 Z"/><rect x="88" y="124" width="26" height="48" fill="${h}"/>`,
  bottle: (f, h) =>
    `<path fill="${f}" d="M84 26 L116 26 L116 58 L128 76 L128 174 L72 174 L72 76 L84 58 Z"/><rect x="80" y="100" width="40" height="44" rx="4" fill="${h}"/>`,
  toy: (f, h) =>
    `<circle cx="56" cy="58" r="24" fill="${f}"/><circle cx="144" cy="58" r="24" fill="${f}"/><circle cx="100" cy="112" r="60" fill="${f}"/><circle cx="78" cy="100" r="8" fill="${h}"/><circle cx="122" cy="100" r="8" fill="${h}"/><ellipse cx="100" cy="132" rx="18" ry="12" fill="${h}"/>`,
  dumbbell: (f) =>
    `<rect x="18" y="66" width="26" height="68" rx="6" fill="${f}"/><rect x="44" y="78" width="16" height="44" fill="${f}"/><rect x="60" y="93" width="80" height="14" fill="${f}"/><rect x="140" y="78" width="16" height="44" fill="${f}"/><rect x="156" y="66" width="26" height="68" rx="6" fill="${f}"/>`,
  watch: (f, h) =>
    `<rect x="80" y="16" width="40" height="168" rx="8" fill="${f}"/><circle cx="100" cy="100" r="48" fill="${f}"/><circle cx="100" cy="100" r="36" fill="${h}"/><path d="M100 100 L100 74 M100 100 L118 108" stroke="${f}" stroke-width="5" stroke-linecap="round"/>`,
};

/** `top` laid over `bottom` at `alpha`, as one solid colour: group opacity costs librsvg an extra layer. */
export function blend(top: string, bottom: string, alpha: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);
  const a = rgb(top);
  const b = rgb(bottom);
  return `#${a
    .map((v, i) =>
      Math.round(v * alpha + (b[i] ?? 0) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function patternShapes(pattern: Pattern, rng: Prng, colour: string, size: number): string {
  const step = rng.int(34, 60);
  const out: string[] = [];
  switch (pattern) {
    case 'stripes':
      for (let x = rng.int(0, step); x < size; x += step)
        out.push(`<rect x="${x}" y="0" width="${Math.round(step / 2)}" height="${size}"/>`);
      break;
    case 'diagonal':
      for (let x = -size; x < size; x += step) {
        out.push(`<polygon points="${x},0 ${x + step / 2},0 ${x + step / 2 + size},${size} ${x + size},${size}"/>`);
      }
      break;
    case 'dots': {
      const r = Math.round(step / 4);
      for (let y = step / 2; y < size; y += step)
        for (let x = step / 2; x < size; x += step) out.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
      break;
    }
    case 'checks':
      for (let y = 0, row = 0; y < size; y += step, row++) {
        for (let x = (row % 2) * step; x < size; x += step * 2)
          out.push(`<rect x="${x}" y="${y}" width="${step}" height="${step}"/>`);
      }
      break;
    case 'rings':
      for (let r = size * 0.75; r > 20; r -= step) {
        out.push(
          `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${colour}" stroke-width="${Math.round(step / 3)}"/>`,
        );
      }
      break;
    case 'waves':
      for (let y = rng.int(0, step); y < size + step; y += step) {
        out.push(
          `<path fill="none" stroke="${colour}" stroke-width="${Math.round(step / 4)}" d="M0 ${y} Q${size / 4} ${y - step / 2} ${size / 2} ${y} T${size} ${y}"/>`,
        );
      }
      break;
    case 'triangles':
      for (let y = 0; y < size; y += step)
        for (let x = 0; x < size; x += step) {
          out.push(`<polygon points="${x},${y + step} ${x + step / 2},${y} ${x + step},${y + step}"/>`);
        }
      break;
    case 'blocks':
      for (let i = 0; i < 9; i++) {
        const w = rng.int(40, 160);
        const h = rng.int(40, 160);
        out.push(
          `<rect x="${rng.int(-20, size - 40)}" y="${rng.int(-20, size - 40)}" width="${w}" height="${h}" rx="${rng.int(0, 20)}"/>`,
        );
      }
      break;
  }
  return `<g fill="${colour}">${out.join('')}</g>`;
}

function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/** The cover: palette background, pattern, plate, silhouette and a corner mark placed by the product's seed. */
export function coverSvg(art: ProductArt): string {
  const rng = new Prng(art.seed);
  const s = COVER_SIZE;
  const plate = rng.chance(0.5)
    ? `<circle cx="200" cy="200" r="${rng.int(118, 142)}" fill="${blend('#ffffff', art.background, 0.9)}"/>`
    : `<rect x="${rng.int(62, 78)}" y="${rng.int(62, 78)}" width="${rng.int(244, 272)}" height="${rng.int(244, 272)}" rx="${rng.int(12, 48)}" fill="${blend('#ffffff', art.background, 0.9)}"/>`;
  const scale = (rng.int(105, 130) / 100).toFixed(2);
  const rotate = rng.int(-14, 14);
  const glyph = `<g transform="translate(200 200) rotate(${rotate}) scale(${scale}) translate(-100 -100)">${GLYPHS[art.glyph](art.ink, art.background)}</g>`;
  const mark = `<circle cx="${rng.pick([46, 354])}" cy="${rng.pick([46, 354])}" r="${rng.int(16, 30)}" fill="${art.accent}"/>`;
  return svg(
    s,
    `<rect width="${s}" height="${s}" fill="${art.background}"/>${patternShapes(art.pattern, rng, blend(art.accent, art.background, 0.45), s)}${plate}${glyph}${mark}`,
  );
}

/** Gallery picture `k` (1..3): the same product seen differently (closer, turned, on another pattern). */
export function gallerySvg(art: ProductArt, k: number): string {
  const rng = new Prng(art.seed ^ (k * 0x2545f491));
  const s = COVER_SIZE;
  const pattern = PATTERNS[(PATTERNS.indexOf(art.pattern) + k) % PATTERNS.length] ?? art.pattern;
  const scale = (1.3 + k * 0.25).toFixed(2);
  const x = 200 + rng.int(-30, 30);
  const y = 200 + rng.int(-30, 30);
  const glyph = `<g transform="translate(${x} ${y}) rotate(${rng.int(-30, 30)}) scale(${scale}) translate(-100 -100)">${GLYPHS[art.glyph](art.accent, art.background)}</g>`;
  const ground = k % 2 ? '#f7f7f5' : art.background;
  return svg(
    s,
    `<rect width="${s}" height="${s}" fill="${ground}"/>${patternShapes(pattern, rng, blend(art.ink, ground, 0.3), s)}${glyph}`,
  );
}

export function swatchSvg(glyph: Glyph, hex: string): string {
  const s = SWATCH_SIZE;
  return svg(
    s,
    `<rect width="${s}" height="${s}" fill="#f3f3f1"/><g transform="translate(8 8) scale(0.72)">${GLYPHS[glyph]('#dcdcda', '#f3f3f1')}</g><g transform="translate(16 16) scale(0.64)">${GLYPHS[glyph](hex, '#f3f3f1')}</g>`,
  );
}

/** File names inside the catalogue folder. Self-owned items carry the tenant, since their ids are per tenant. */
export function productImageName(
  product: Pick<GenProduct, 'platform' | 'productId' | 'tenantId'>,
  index: number,
): string {
  const owner = product.tenantId ? `-${product.tenantId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}` : '';
  return `${product.platform.toLowerCase()}${owner}-${product.productId}${index === 0 ? '' : `-${index}`}.jpg`;
}

export function swatchImageName(glyph: Glyph, colourIndex: number): string {
  return `swatch-${glyph}-${colourIndex}.jpg`;
}

export interface RenderStats {
  rendered: number;
  skipped: number;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

const JPEG = { quality: 82, optimiseCoding: false } as const;

/** Writes through a temporary name, so that an interrupted seed never leaves a truncated picture behind. */
async function writeAtomic(file: string, bytes: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
}

/** Renders `svgText` to a JPEG at `file` unless the file is already there. */
async function renderOnce(svgText: string, file: string, stats: RenderStats): Promise<void> {
  if (await exists(file)) {
    stats.skipped++;
    return;
  }
  await writeAtomic(file, await sharp(Buffer.from(svgText)).jpeg(JPEG).toBuffer());
  stats.rendered++;
}

/**
 * A product's pictures (cover first, then gallery), rendered side by side in ONE rasterisation and cut apart:
 * librsvg's set-up cost per SVG is most of the time for simple pictures, so this halves the seed's image time.
 * Files that exist are kept. Returns the cover's bytes.
 */
async function renderProduct(product: GenProduct, dir: string, stats: RenderStats): Promise<Buffer> {
  const files = Array.from({ length: product.art.galleryCount + 1 }, (_, k) =>
    path.join(dir, productImageName(product, k)),
  );
  const present = await Promise.all(files.map(exists));
  if (present.every(Boolean)) {
    stats.skipped += files.length;
    return fs.readFile(files[0] as string);
  }
  const tiles = files.map((_, k) => (k === 0 ? coverSvg(product.art) : gallerySvg(product.art, k)));
  const inner = (tile: string) => tile.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const strip = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE * tiles.length}" height="${COVER_SIZE}">${tiles
    .map(
      (tile, k) =>
        `<svg x="${k * COVER_SIZE}" y="0" width="${COVER_SIZE}" height="${COVER_SIZE}" viewBox="0 0 ${COVER_SIZE} ${COVER_SIZE}">${inner(tile)}</svg>`,
    )
    .join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(strip)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const jpegs = await Promise.all(
    files.map(async (file, k) => {
      if (present[k]) {
        stats.skipped++;
        return k === 0 ? fs.readFile(file) : null;
      }
      const bytes = await sharp(data, raw)
        .extract({ left: k * COVER_SIZE, top: 0, width: COVER_SIZE, height: COVER_SIZE })
        .jpeg(JPEG)
        .toBuffer();
      await writeAtomic(file, bytes);
      stats.rendered++;
      return bytes;
    }),
  );
  return jpegs[0] as Buffer;
}

/** Runs `fn` over `items` with at most `concurrency` in flight (sharp does its work on libuv's thread pool). */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

export interface RenderOptions {
  /** Absolute folder that receives the files (`$UPLOAD_DIR/catalogue`). */
  dir: string;
  concurrency?: number;
  /** Called with each product's cover bytes (rendered now or read back), e.g. to fingerprint it. */
  onCover?: (product: GenProduct, cover: Buffer) => Promise<void>;
}

/** Renders covers, gallery pictures and swatches for `products`; existing files are kept. */
export async function renderCatalogueImages(
  products: readonly GenProduct[],
  options: RenderOptions,
): Promise<RenderStats> {
  await fs.mkdir(options.dir, { recursive: true });
  const stats: RenderStats = { rendered: 0, skipped: 0 };
  const concurrency = options.concurrency ?? 4;

  const swatches = new Map<string, { glyph: Glyph; index: number }>();
  for (const p of products) {
    for (const prop of p.properties)
      for (const v of prop.values) {
        if (v.colour)
          swatches.set(swatchImageName(p.art.glyph, v.colour.index), { glyph: p.art.glyph, index: v.colour.index });
      }
  }
  await runPool([...swatches], concurrency, async ([name, { glyph, index }]) => {
    const colour = COLOURS[index];
    if (colour) await renderOnce(swatchSvg(glyph, colour.hex), path.join(options.dir, name), stats);
  });

  await runPool(products, concurrency, async (product) => {
    const cover = await renderProduct(product, options.dir, stats);
    if (options.onCover) await options.onCover(product, cover);
  });
  return stats;
}
