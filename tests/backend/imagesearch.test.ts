import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductPlatform, ProductSearchResult, UploadToken } from '../../contract';
import { testConfig } from '../../backend/src/config';
import { imageFingerprint, type ImageFingerprint } from '../../backend/src/modules/imagesearch/fingerprint';
import { MAX_SIMILAR_DISTANCE, rankByImage } from '../../backend/src/modules/imagesearch';
import { imageKeyOf } from '../../backend/src/modules/imagesearch/resolve';
import { saveFingerprints } from '../../backend/src/modules/imagesearch/store';
import { storageFor } from '../../backend/src/modules/storage';
import { generateCatalogue } from '../../backend/src/seed/catalogue/generate';
import { renderCatalogueImages } from '../../backend/src/seed/catalogue/images';
import { DEMO_TENANTS } from '../../backend/src/seed/tenants';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * "Uploading a catalogue product's own image returns that product first", the way a shopper does it: the
 * browser shrinks the picture to a 200 px edge and re-encodes it, uploads it through the token and POST /oss,
 * then searches with the cdnUrl.
 */

const CATALOGUE_SIZE = 60;
let t: TestApp;
let uploadDir: string;
/** Where the seeded test catalogue's pictures are (the template database was seeded with the default config). */
const catalogueDir = path.join(testConfig().uploadDir, 'catalogue');

interface Row {
  id: number;
  platform: ProductPlatform;
  product_id: string;
  tenant_id: string | null;
  cover_image: string;
}
let rows: Row[];

const coverFile = (row: Row) => path.join(catalogueDir, row.cover_image.split('/catalogue/')[1] as string);
/** What the storefront's compressor produces. */
const browserCopy = (buf: Buffer, type: 'jpeg' | 'png' = 'jpeg') =>
  type === 'jpeg'
    ? sharp(buf).resize(200, 200, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer()
    : sharp(buf).resize(200, 200, { fit: 'inside' }).png().toBuffer();

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imagesearch-test-'));
  t = await createTestApp({ seed: true, catalogueSize: CATALOGUE_SIZE, config: { uploadDir } });
  // The pictures normally exist since the template was built; render any that a tmp cleaner removed.
  const catalogue = generateCatalogue({
    size: CATALOGUE_SIZE,
    tenants: DEMO_TENANTS.map((d) => ({ id: d.id, name: d.name })),
  });
  await renderCatalogueImages(catalogue.products, { dir: catalogueDir });
  rows = (await t.db
    .selectFrom('products')
    .select(['id', 'platform', 'product_id', 'tenant_id', 'cover_image'])
    .orderBy('id')
    .execute()) as Row[];
}, 240_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, ext: 'jpg' | 'png', tenant = 'globalbuy'): Promise<string> {
  const tok = (
    await t.request({ method: 'GET', url: `/front/upload-token?ext=${ext}&catalog=PRODUCT_SEARCH`, tenant })
  ).json() as UploadToken;
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    key: tok.key,
    name: `p.${ext}`,
    policy: tok.policy,
    OSSAccessKeyId: tok.accessKeyId,
    success_action_status: '200',
    signature: tok.signature,
  }))
    fd.append(k, v);
  fd.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: ext === 'png' ? 'image/png' : 'image/jpeg' }),
    `p.${ext}`,
  );
  const req = new Request('http://x/oss', { method: 'POST', body: fd });
  const res = await t.app.inject({
    method: 'POST',
    url: '/oss',
    headers: { 'content-type': req.headers.get('content-type') as string },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return tok.cdnUrl;
}

const search = (query: string, tenant = 'globalbuy') =>
  t.request({ method: 'GET', url: `/front/product/search?${query}`, tenant });

describe('image search through the API', () => {
  it.each<[ProductPlatform, 'jpeg' | 'png']>([
    ['Taobao', 'jpeg'],
    ['Alibaba', 'jpeg'],
    ['Poizon', 'png'],
  ])("a %s product's own picture (200 px %s) finds that product first", async (platform, type) => {
    const channelPlatforms: ProductPlatform[] = platform === 'Taobao' ? ['Taobao', 'Tmall'] : [platform];
    const candidates = rows.filter((r) => channelPlatforms.includes(r.platform) && r.tenant_id === null);
    expect(candidates.length).toBeGreaterThan(1);
    for (const row of candidates.slice(0, 3)) {
      const cdnUrl = await upload(
        await browserCopy(fs.readFileSync(coverFile(row)), type),
        type === 'png' ? 'png' : 'jpg',
      );
      const res = await search(`imageUrl=${encodeURIComponent(cdnUrl)}&channel=${platform}&pageSize=10`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ProductSearchResult;
      expect(body.items[0]).toMatchObject({ productId: row.product_id, platform: row.platform });
      // Only the look-alikes, not the whole channel.
      expect(body.total).toBeGreaterThanOrEqual(1);
      expect(body.total).toBeLessThan(candidates.length);
    }
  });

  it("searches with a catalogue picture's own address too", async () => {
    const row = rows.find((r) => r.platform === 'Alibaba')!;
    // This app stores in its own folder; give it the picture the seed rendered elsewhere.
    const key = row.cover_image.slice(row.cover_image.indexOf('catalogue/'));
    await storageFor(t.config).put(key, fs.readFileSync(coverFile(row)), 'image/jpeg');
    const res = await search(`imageUrl=${encodeURIComponent(row.cover_image)}&channel=Alibaba`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProductSearchResult).items[0]?.productId).toBe(row.product_id);
  });

  it('refuses addresses that are not our stored images (no fetching of other hosts)', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://evil.example/api/files/catalogue/x.jpg',
      'file:///etc/passwd',
      '/api/files/../../etc/passwd',
      '/api/other/x.jpg',
      '//evil.example/api/files/catalogue/x.jpg',
    ]) {
      const res = await search(`imageUrl=${encodeURIComponent(url)}`);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_IMAGE_URL',
        fields: { imageUrl: 'UNSUPPORTED_IMAGE_URL' },
      });
    }
  });

  it("keeps one tenant's uploads away from another tenant", async () => {
    const cdnUrl = await upload(await browserCopy(fs.readFileSync(coverFile(rows[0]!))), 'jpg', 'souq');
    const res = await search(`imageUrl=${encodeURIComponent(cdnUrl)}`, 'globalbuy');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE_URL');
    expect((await search(`imageUrl=${encodeURIComponent(cdnUrl)}&channel=Alibaba`, 'souq')).statusCode).toBe(200);
  });

  it('says when the uploaded image is gone', async () => {
    const res = await search(
      `imageUrl=${encodeURIComponent('/api/files/globalbuy/product-search/2026-01-01/00000000-0000-0000-0000-000000000000.jpg')}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('IMAGE_NOT_FOUND');
  });
});

describe('rankByImage over the whole catalogue', () => {
  const queries = new Map<number, ImageFingerprint>();
  async function expectEveryProductFirst(): Promise<void> {
    const misses: string[] = [];
    for (const row of rows) {
      let fp = queries.get(row.id);
      if (!fp) {
        fp = await imageFingerprint(await browserCopy(fs.readFileSync(coverFile(row))));
        queries.set(row.id, fp);
      }
      const ranked = await rankByImage(t.db, fp, { tenantId: row.tenant_id ?? 'globalbuy', pageSize: 3 });
      if (ranked.items[0]?.id !== row.id) misses.push(`${row.platform} ${row.product_id}`);
    }
    expect(misses).toEqual([]);
  }

  it('puts every product first for its own shrunk picture (hash and histogram)', async () => {
    await expectEveryProductFirst();
  }, 60_000);

  it('does so too once thumbnails are stored, and picks them up without a restart', async () => {
    const prints = await Promise.all(
      rows.map(async (r) => [r.id, await imageFingerprint(fs.readFileSync(coverFile(r)))] as const),
    );
    await saveFingerprints(t.db, prints);
    await expectEveryProductFirst();
  }, 60_000);

  it("shows a tenant's own items only to that tenant and filters by platform", async () => {
    const own = rows.find((r) => r.tenant_id !== null)!;
    const fp = await imageFingerprint(fs.readFileSync(coverFile(own)));
    const mine = await rankByImage(t.db, fp, { tenantId: own.tenant_id!, pageSize: 1 });
    expect(mine.items[0]?.id).toBe(own.id);
    const other = DEMO_TENANTS.map((d) => d.id).find((id) => id !== own.tenant_id)!;
    // Every product, however unlike (maxDistance 1), to see the filters and paging on their own.
    const theirs = await rankByImage(t.db, fp, { tenantId: other, pageSize: 100, maxDistance: 1 });
    expect(theirs.items.map((i) => i.id)).not.toContain(own.id);
    const alibaba = await rankByImage(t.db, fp, {
      tenantId: other,
      platforms: ['Alibaba'],
      pageSize: 100,
      maxDistance: 1,
    });
    expect(alibaba.total).toBe(rows.filter((r) => r.platform === 'Alibaba' && r.tenant_id === null).length);
    const page2 = await rankByImage(t.db, fp, { tenantId: other, pageNo: 2, pageSize: 5, maxDistance: 1 });
    expect(page2.items).toEqual(theirs.items.slice(5, 10));
  });

  it('lists only products that look alike, best first, and nothing for a picture like none of them', async () => {
    const sizes: number[] = [];
    for (const row of rows.slice(0, 20)) {
      const fp = await imageFingerprint(await browserCopy(fs.readFileSync(coverFile(row))));
      const ranked = await rankByImage(t.db, fp, { tenantId: row.tenant_id ?? 'globalbuy', pageSize: 100 });
      expect(ranked.items[0]?.id).toBe(row.id);
      const distances = ranked.items.map((i) => i.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => d <= MAX_SIMILAR_DISTANCE)).toBe(true);
      sizes.push(ranked.total);
    }
    // A handful of look-alikes per picture, never the catalogue.
    expect(Math.max(...sizes)).toBeLessThan(rows.length / 4);
    const stripes = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .composite(
        Array.from({ length: 10 }, (_, i) => ({
          input: { create: { width: 200, height: 10, channels: 3 as const, background: '#000000' } },
          top: i * 20,
          left: 0,
        })),
      )
      .jpeg()
      .toBuffer();
    const none = await rankByImage(t.db, await imageFingerprint(stripes), { tenantId: 'globalbuy', pageSize: 100 });
    expect(none).toEqual({ items: [], total: 0 });
  }, 60_000);
});

describe('imageKeyOf', () => {
  const ctx = { cdnBaseUrl: '/api/files', tenantId: 'globalbuy', allowedHosts: ['localhost', 'globalbuy.localhost'] };
  it.each([
    ['/api/files/catalogue/a.jpg', 'catalogue/a.jpg'],
    ['/files/globalbuy/product-search/2026-01-01/x.png', 'globalbuy/product-search/2026-01-01/x.png'],
    ['http://localhost:3000/api/files/catalogue/a.jpg', 'catalogue/a.jpg'],
    ['https://globalbuy.localhost/api/files/catalogue/a.jpg', 'catalogue/a.jpg'],
  ])('%s → %s', (url, key) => expect(imageKeyOf(url, ctx)).toBe(key));

  it.each([
    'http://evil.example/api/files/catalogue/a.jpg',
    'http://localhost.evil.example/api/files/catalogue/a.jpg',
    'ftp://localhost/api/files/catalogue/a.jpg',
    '/api/files/catalogue/a.jpg?x=1',
    '/api/files/souq/product-search/2026-01-01/x.png',
    '/api/files/catalogue/%2e%2e/secret',
    'catalogue/a.jpg',
    '',
  ])('refuses %s', (url) =>
    expect(() => imageKeyOf(url, ctx)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_IMAGE_URL' })),
  );

  it('accepts an absolute CDN base as given', () => {
    expect(imageKeyOf('https://cdn.example/u/catalogue/a.jpg', { ...ctx, cdnBaseUrl: 'https://cdn.example/u' })).toBe(
      'catalogue/a.jpg',
    );
  });
});
