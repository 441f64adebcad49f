import sharp, { type OverlayOptions } from 'sharp';
import type { FileStorage } from '../storage';

/*
 * Inspection photos the fulfilment simulator "takes" when goods reach the warehouse: drawn on this machine (an
 * SVG rendered to JPEG by sharp, nothing downloaded), showing the item's catalogue picture on the inspection table
 * and a label with the order number, the item's number, its title and variant and the measured weight, so a demo
 * shows what a real warehouse photo would tell the shopper. Stored like other files, under
 * `<tenant>/inspection/<order no>/`, and served at the public files address.
 */

export interface PhotographedItem {
  id: string;
  tenantId: string;
  orderNo: string;
  /** 1-based number of the item in its order. */
  number: number;
  title: string;
  skuLabel: string;
  quantity: number;
  image: string;
  weightGrams: number;
}

/** Takes an item's inspection photos and answers their addresses. */
export type InspectionPhotographer = (item: PhotographedItem) => Promise<string[]>;

const WIDTH = 640;
const HEIGHT = 480;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The storage key of a catalogue picture from its public address, when it is one of ours. */
function storedKey(storage: FileStorage, url: string): string | null {
  const base = storage.publicUrl('');
  return url.startsWith(base) && url.length > base.length ? url.slice(base.length) : null;
}

async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key).catch(() => null);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function labelSvg(item: PhotographedItem, view: 'table' | 'scale'): string {
  const lines = [
    `${item.orderNo}  #${item.number}`,
    clip(item.title, 42),
    clip(item.skuLabel ? `${item.skuLabel}  x${item.quantity}` : `x${item.quantity}`, 42),
    `${(item.weightGrams / 1000).toFixed(2)} kg`,
  ];
  const text = lines
    .map(
      (line, i) =>
        `<text x="36" y="${384 + i * 22}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${i === 0 ? 18 : 16}" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('');
  const scale =
    view === 'scale'
      ? `<rect x="150" y="300" width="340" height="40" rx="6" fill="#52606d"/><rect x="420" y="308" width="60" height="24" rx="3" fill="#c1f0c1"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${view === 'table' ? '#e4e7eb' : '#d9e2ec'}"/>
    <rect x="0" y="330" width="${WIDTH}" height="150" fill="${view === 'table' ? '#cbd2d9' : '#bcccdc'}"/>
    ${scale}
    <rect x="20" y="360" width="600" height="104" rx="8" fill="#ffffff" opacity="0.92"/>
    ${text}
  </svg>`;
}

async function render(item: PhotographedItem, view: 'table' | 'scale', picture: Buffer | null): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (picture) {
    const size = view === 'table' ? 300 : 220;
    const resized = await sharp(picture)
      .resize(size, size, { fit: 'cover' })
      .toBuffer()
      .catch(() => null);
    if (resized) layers.push({ input: resized, left: Math.round((WIDTH - size) / 2), top: view === 'table' ? 36 : 80 });
  }
  return sharp(Buffer.from(labelSvg(item, view)))
    .composite(layers)
    .jpeg({ quality: 78 })
    .toBuffer();
}

/** Two photos per item: on the inspection table and on the scale. */
export function warehousePhotographer(storage: FileStorage): InspectionPhotographer {
  return async (item) => {
    const key = storedKey(storage, item.image);
    const picture = key ? await readStored(storage, key) : null;
    const urls: string[] = [];
    for (const view of ['table', 'scale'] as const) {
      const photoKey = `${item.tenantId}/inspection/${item.orderNo}/${item.id}-${view}.jpg`;
      await storage.put(photoKey, await render(item, view, picture), 'image/jpeg');
      urls.push(storage.publicUrl(photoKey));
    }
    return urls;
  };
}
