// Seed step: the demo product catalogue. Generates it (generate.ts), writes its rows, renders its pictures into
// `$UPLOAD_DIR/catalogue/` (served at `${CDN_BASE_URL}/catalogue/<file>`) and stores each cover's visual
// fingerprint for image search. Idempotent: a database that already has products is left alone (except that a
// catalogue from before translated titles gets them, backfill.ts), and picture files that exist are not rendered
// again.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { jsonb } from '../../db';
import { imageFingerprint, type ImageFingerprint } from '../../modules/imagesearch/fingerprint';
import { saveFingerprints } from '../../modules/imagesearch/store';
import { documentTokens } from '../../modules/product/searchText';
import { phraseTranslations } from './translations';
import { backfillCatalogueTranslations, lacksTranslations } from './backfill';
import type { SeedStep } from '../types';
import { generateCatalogue, type GenCatalogue, type GenProduct } from './generate';
import { CATALOGUE_FOLDER, productImageName, renderCatalogueImages, swatchImageName } from './images';

const BATCH = 400;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Public address of a catalogue picture. */
export function catalogueImageUrl(cdnBaseUrl: string, file: string): string {
  return `${cdnBaseUrl.replace(/\/+$/, '')}/${CATALOGUE_FOLDER}/${file}`;
}

export function productRows(catalogue: GenCatalogue, cdn: string) {
  const categories = new Map(catalogue.categories.map((c) => [c.id, c]));
  const shops = new Map(catalogue.shops.map((s) => [s.id, s]));
  return catalogue.products.map((p) => {
    const leaf = categories.get(p.categoryId);
    const top = leaf?.parentId ? categories.get(leaf.parentId) : undefined;
    const shop = shops.get(p.shopId);
    const prices = p.skus.map((s) => s.priceFen);
    const values = p.properties.flatMap((prop) =>
      prop.values.flatMap((v) => [v.nameEn, v.nameZh, ...Object.values(phraseTranslations(v.nameEn))]),
    );
    const named = (name: string | undefined) => (name ? Object.values(phraseTranslations(name)) : []);
    return {
      id: p.id,
      platform: p.platform,
      product_id: p.productId,
      tenant_id: p.tenantId,
      category_id: p.categoryId,
      shop_id: p.shopId,
      title_en: p.titleEn,
      title_zh: p.titleZh,
      titles: jsonb(p.titles),
      descriptions: jsonb(p.descriptions),
      description_en: p.descriptionEn,
      description_zh: p.descriptionZh,
      price_mode: p.priceMode,
      min_price_fen: Math.min(...prices, ...p.tiers.map((t) => t.priceFen)),
      max_price_fen: Math.max(...prices, ...p.tiers.map((t) => t.priceFen)),
      min_quantity: p.minQuantity,
      weight_grams: p.weightGrams,
      sales: p.sales,
      cover_image: catalogueImageUrl(cdn, productImageName(p, 0)),
      search_title: documentTokens(p.titleEn, p.titleZh, ...Object.values(p.titles)),
      search_extra: documentTokens(
        leaf?.nameEn,
        leaf?.nameZh,
        ...named(leaf?.nameEn),
        top?.nameEn,
        top?.nameZh,
        ...named(top?.nameEn),
        shop?.nameEn,
        shop?.nameZh,
        ...values,
      ),
    };
  });
}

async function insertCatalogue(db: Db, catalogue: GenCatalogue, cdn: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Parents first: the category tree references itself.
    const ordered = [...catalogue.categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    await trx
      .insertInto('categories')
      .values(
        ordered.map((c) => ({
          id: c.id,
          parent_id: c.parentId,
          name_en: c.nameEn,
          name_zh: c.nameZh,
          names: jsonb(phraseTranslations(c.nameEn)),
          sort_order: c.sort,
        })),
      )
      .execute();
    await insertChunks(catalogue.shops, (chunk) =>
      trx
        .insertInto('shops')
        .values(
          chunk.map((s) => ({
            id: s.id,
            platform: s.platform,
            tenant_id: s.tenantId,
            name_en: s.nameEn,
            name_zh: s.nameZh,
            website: s.website,
          })),
        )
        .execute(),
    );
    await insertChunks(productRows(catalogue, cdn), (chunk) => trx.insertInto('products').values(chunk).execute());

    const images = catalogue.products.flatMap((p) =>
      Array.from({ length: p.art.galleryCount + 1 }, (_, i) => ({
        product_id: p.id,
        position: i,
        url: catalogueImageUrl(cdn, productImageName(p, i)),
      })),
    );
    await insertChunks(images, (chunk) => trx.insertInto('product_images').values(chunk).execute());

    const properties = catalogue.products.flatMap((p) =>
      p.properties.map((prop, i) => ({
        product_id: p.id,
        property_id: prop.id,
        position: i,
        name_en: prop.nameEn,
        name_zh: prop.nameZh,
        names: jsonb(phraseTranslations(prop.nameEn)),
      })),
    );
    await insertChunks(properties, (chunk) => trx.insertInto('product_properties').values(chunk).execute());

    const values = catalogue.products.flatMap((p) =>
      p.properties.flatMap((prop) =>
        prop.values.map((v, i) => ({
          product_id: p.id,
          property_id: prop.id,
          value_id: v.id,
          position: i,
          name_en: v.nameEn,
          name_zh: v.nameZh,
          names: jsonb(phraseTranslations(v.nameEn)),
          image: v.colour ? catalogueImageUrl(cdn, swatchImageName(p.art.glyph, v.colour.index)) : null,
        })),
      ),
    );
    await insertChunks(values, (chunk) => trx.insertInto('product_property_values').values(chunk).execute());

    const swatchOf = (p: GenProduct, valueIds: string[]) => {
      for (const prop of p.properties)
        for (const v of prop.values) {
          if (v.colour && valueIds.includes(v.id))
            return catalogueImageUrl(cdn, swatchImageName(p.art.glyph, v.colour.index));
        }
      return null;
    };
    const skus = catalogue.products.flatMap((p) =>
      p.skus.map((s) => ({
        product_id: p.id,
        sku_id: s.skuId,
        value_ids: jsonb(s.valueIds),
        price_fen: s.priceFen,
        stock: s.stock,
        image: swatchOf(p, s.valueIds),
      })),
    );
    await insertChunks(skus, (chunk) => trx.insertInto('product_skus').values(chunk).execute());

    const tiers = catalogue.products.flatMap((p) =>
      p.tiers.map((t) => ({ product_id: p.id, start_quantity: t.startQuantity, price_fen: t.priceFen })),
    );
    await insertChunks(tiers, (chunk) => trx.insertInto('product_price_tiers').values(chunk).execute());

    // Later products (an operator's own items) continue after the seeded ids.
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select coalesce(max(id), 1) from products))`.execute(
      trx,
    );
  });
}

export interface CatalogueSeedResult {
  products: number;
  rendered: number;
  skipped: number;
  ms: { total: number; images: number; rows: number };
}

/** Seeds the catalogue unless products exist; exported for the timing script and tests. */
export async function seedCatalogue(
  db: Db,
  options: {
    size: number;
    uploadDir: string;
    cdnBaseUrl: string;
    tenants: readonly { id: string; name: string }[];
    concurrency?: number;
  },
): Promise<CatalogueSeedResult | null> {
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return null;

  const started = Date.now();
  const catalogue = generateCatalogue({ size: options.size, tenants: options.tenants });
  const prints = new Map<number, ImageFingerprint>();
  let imagesMs = 0;
  let rowsMs = 0;
  // Pictures render on libuv's thread pool while the rows go in on the main thread.
  const [stats] = await Promise.all([
    renderCatalogueImages(catalogue.products, {
      dir: path.join(options.uploadDir, CATALOGUE_FOLDER),
      concurrency: options.concurrency ?? Math.max(2, Math.min(4, os.availableParallelism() * 2)),
      onCover: async (product, cover) => {
        prints.set(product.id, await imageFingerprint(cover));
      },
    }).then((s) => {
      imagesMs = Date.now() - started;
      return s;
    }),
    insertCatalogue(db, catalogue, options.cdnBaseUrl).then(() => {
      rowsMs = Date.now() - started;
    }),
  ]);
  await saveFingerprints(db, prints);
  // VACUUM moves the bulk-inserted search terms from the GIN index's pending list (scanned linearly: ~20 ms per
  // query) into the index proper (~0.3 ms); ANALYZE gives the planner the statistics to choose it. Not in a
  // transaction: VACUUM refuses to run inside one.
  await sql`vacuum analyze categories, shops, products, product_images, product_properties, product_property_values, product_skus, product_price_tiers`.execute(
    db,
  );
  return {
    products: catalogue.products.length,
    rendered: stats.rendered,
    skipped: stats.skipped,
    ms: { total: Date.now() - started, images: imagesMs, rows: rowsMs },
  };
}

export const catalogueSeed: SeedStep = {
  name: 'catalogue',
  async run({ db, config, options, log, tenants }) {
    const result = await seedCatalogue(db, {
      size: options.catalogueSize,
      uploadDir: config.uploadDir,
      cdnBaseUrl: config.cdnBaseUrl,
      tenants: tenants.map((t) => ({ id: t.id, name: t.name })),
    });
    if (result) log.info({ catalogue: result }, 'catalogue seeded');
    else if (await lacksTranslations(db)) {
      const catalogue = generateCatalogue({
        size: options.catalogueSize,
        tenants: tenants.map((t) => ({ id: t.id, name: t.name })),
      });
      const filled = await backfillCatalogueTranslations(db, catalogue, productRows(catalogue, config.cdnBaseUrl));
      log.info({ filled }, 'catalogue translations added');
    }
  },
};
