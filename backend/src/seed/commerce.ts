// Commerce demo data per demo tenant: the fee rule its articles promise, its deposit channels, and for the demo
// shopper a balance from an approved deposit, the pay password 123456 and purchase orders in several states
// (one unpaid). Idempotent: fee rules and channels are upserted; the shopper part runs once (while the shopper
// has no pay password yet).
import crypto from 'node:crypto';
import type { DepositChannelKind, Locale, Product } from '../../../contract';
import { jsonb, type Db } from '../db';
import { businessNo, lockAccount, post } from '../modules/account/ledger';
import { skuLabel } from '../modules/cart/pricing';
import { hashPassword } from '../modules/user/password';
import type { TimelineNote } from '../modules/messages/timeline';
import { insertOrder, type NewOrderLine } from '../modules/orders/create';
import { feeRuleOf } from '../modules/orders/fees';
import { registerPurchasePayments } from '../modules/orders/settlement';
import { advanceOrder } from '../modules/fulfilment/steps';
import { warehousePhotographer, type InspectionPhotographer } from '../modules/inspection/photos';
import { settlePayments } from '../modules/payments/service';
import { storageFor } from '../modules/storage';
import { CatalogueSource } from '../modules/product/catalogueSource';
import { listWarehouses } from '../modules/reference/service';
import { factsFor, type DemoSlug, type PaymentKind } from './content/facts';
import { packFor } from './content/texts';
import { demoEmail } from './users';
import type { SeedStep } from './types';

export const DEMO_PAY_PASSWORD = '123456';
const DEMO_DEPOSIT_FEN = 20_000_00;

const KIND: Record<PaymentKind, DepositChannelKind> = {
  card: 'CARD',
  paypal: 'PAYPAL',
  bank: 'BANK',
  mobileMoney: 'MOBILE_MONEY',
  wallet: 'WALLET',
  cash: 'CASH',
};

/** Minimum (fen) and fee (basis points + fixed fen), by kind of channel. How to pay is in the content texts. */
const TERMS: Record<DepositChannelKind, { min: number; bp: number; fixed: number; withdrawals: boolean }> = {
  CARD: { min: 50_00, bp: 250, fixed: 0, withdrawals: true },
  PAYPAL: { min: 50_00, bp: 350, fixed: 0, withdrawals: true },
  BANK: { min: 100_00, bp: 0, fixed: 5_00, withdrawals: true },
  MOBILE_MONEY: { min: 20_00, bp: 150, fixed: 0, withdrawals: true },
  WALLET: { min: 20_00, bp: 100, fixed: 0, withdrawals: true },
  CASH: { min: 100_00, bp: 0, fixed: 0, withdrawals: false },
};

/** A channel's instructions in each of the tenant's languages but English (which is the channel's own text). */
function instructionTranslations(languages: readonly Locale[], kind: PaymentKind): Partial<Record<Locale, string>> {
  return Object.fromEntries(languages.filter((l) => l !== 'en').map((l) => [l, packFor(l).depositInstructions[kind]]));
}

function accountFor(slug: string, kind: DepositChannelKind, index: number): { name: string; no: string } {
  const digits = crypto
    .createHash('sha256')
    .update(`${slug}:${kind}:${index}`)
    .digest()
    .readUInt32BE(0)
    .toString()
    .padStart(10, '0');
  if (kind === 'PAYPAL') return { name: `${slug} payments`, no: `pay@${slug}.test` };
  if (kind === 'CASH') return { name: `${slug} office`, no: '' };
  return {
    name: `${slug.toUpperCase()} Trading Ltd`,
    no: kind === 'BANK' ? `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}` : digits,
  };
}

/** Services on transit orders every demo tenant offers: insurance 3 % of the declared value (at least 10 CNY),
 * reinforced packing 12 CNY per parcel, trial packing 8 CNY per order. */
const DEMO_TRANSIT_SERVICES = {
  insurance_rate_bp: 300,
  insurance_min_fen: 10_00,
  reinforced_packing_fee_fen: 12_00,
  trial_packing_fee_fen: 8_00,
};

async function seedTenantSettings(
  db: Db,
  slug: DemoSlug,
  tenantId: string,
  languages: readonly Locale[],
): Promise<void> {
  const facts = factsFor(slug);
  await db
    .insertInto('tenant_commerce_settings')
    .values({
      tenant_id: tenantId,
      service_fee_bp: facts.serviceFeePercent * 100,
      min_service_fee_fen: facts.minServiceFee * 100,
      domestic_shipping_per_shop_fen: 8_00,
      ...DEMO_TRANSIT_SERVICES,
    })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({
        service_fee_bp: facts.serviceFeePercent * 100,
        min_service_fee_fen: facts.minServiceFee * 100,
        ...DEMO_TRANSIT_SERVICES,
      }),
    )
    .execute();
  for (const [index, method] of facts.payments.entries()) {
    const kind = KIND[method.kind];
    const terms = TERMS[kind];
    const account = accountFor(slug, kind, index);
    const values = {
      tenant_id: tenantId,
      kind,
      name: method.brand,
      account_name: account.name,
      account_no: account.no,
      instructions: packFor('en').depositInstructions[method.kind],
      instructions_translations: jsonb(instructionTranslations(languages, method.kind)),
      min_amount_fen: terms.min,
      fee_bp: terms.bp,
      fee_fixed_fen: terms.fixed,
      withdrawals: terms.withdrawals,
      sort_order: index,
    };
    await db
      .insertInto('deposit_channels')
      .values({ id: `${tenantId}-channel-${index + 1}`, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

/** A few in-stock products of different shops from the demo catalogue. */
async function demoProducts(db: Db, source: CatalogueSource, tenantId: string): Promise<Product[]> {
  // The demo shopper's orders were placed in the site's own language, so their titles and variants read in it.
  const { default_language: language } = await db
    .selectFrom('tenants')
    .select('default_language')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('products')
    .select(['platform', 'product_id', 'shop_id'])
    .where('tenant_id', 'is', null)
    .where('min_quantity', '=', 1)
    .orderBy('id')
    .limit(40)
    .execute();
  const products: Product[] = [];
  const shops = new Set<string>();
  for (const row of rows) {
    if (shops.has(row.shop_id)) continue;
    const product = await source.detail(
      { platform: row.platform, productId: row.product_id },
      { id: tenantId, hosts: [], language },
    );
    if (!product || !product.skus.some((s) => s.stock >= 3)) continue;
    products.push(product);
    shops.add(row.shop_id);
    if (products.length === 4) break;
  }
  return products;
}

function lineOf(product: Product, quantity: number): NewOrderLine {
  const sku = product.skus.find((s) => s.stock >= quantity) ?? product.skus[0];
  if (!sku) throw new Error(`product ${product.productId} has no variant`);
  return {
    platform: product.platform,
    productId: product.productId,
    productUrl: product.productUrl,
    skuId: sku.skuId,
    skuLabel: skuLabel(product, sku),
    title: product.title,
    image: sku.image ?? product.images[0] ?? '',
    shopId: product.shop.id,
    shopName: product.shop.name,
    quantity,
    unitPriceFen: Math.round(sku.price * 100),
    message: '',
  };
}

async function seedShopper(
  db: Db,
  tenantId: string,
  slug: string,
  payPasswordHash: string,
  photographer: InspectionPhotographer,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', demoEmail(slug))
    .executeTakeFirst();
  if (!user) return;
  const owner = { tenantId, userId: user.id };
  const existing = await db
    .selectFrom('user_accounts')
    .select('pay_password_hash')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing?.pay_password_hash) return;

  const channel = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'BANK')
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    await trx
      .updateTable('user_accounts')
      .set({ pay_password_hash: payPasswordHash })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', user.id)
      .execute();
    const requestNo = businessNo('DP');
    await trx
      .insertInto('fund_requests')
      .values({
        id: crypto.randomUUID(),
        tenant_id: tenantId,
        user_id: user.id,
        request_no: requestNo,
        kind: 'DEPOSIT',
        status: 'APPROVED',
        amount_fen: DEMO_DEPOSIT_FEN,
        fee_fen: 0,
        channel_id: channel?.id ?? null,
        remark: 'Welcome deposit',
        decided_at: new Date(),
      })
      .execute();
    await post(trx, account, {
      type: 'DEPOSIT',
      amountFen: DEMO_DEPOSIT_FEN,
      reason: `Deposit ${requestNo} approved`,
      referenceNo: requestNo,
    });
  });

  const source = new CatalogueSource(db);
  const products = await demoProducts(db, source, tenantId);
  const [warehouse] = await listWarehouses(db, tenantId, 'CHINA');
  const [a, b, c, d] = products;
  if (!warehouse || !a || !b || !c || !d) return;
  const rule = await feeRuleOf(db, tenantId);
  const order = (lines: NewOrderLine[], note: TimelineNote) =>
    db.transaction().execute((trx) => insertOrder(trx, owner, { warehouse, remark: '', lines, rule, note }));
  const pay = async (id: string) => {
    const row = await db
      .selectFrom('purchase_orders')
      .select('payment_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await settlePayments(db, owner, [row.payment_no], { kind: 'PAY_PASSWORD', payPassword: DEMO_PAY_PASSWORD });
  };
  const advance = async (id: string, steps: number) => {
    // The order that reaches the warehouse gets its items' inspection photos, as the fulfilment worker's would.
    for (let i = 0; i < steps; i += 1) await advanceOrder(db, source, id, { photographer });
  };

  // Oldest first: arrived in the warehouse, shipped by the seller, being bought, paid, and one waiting for payment.
  const arrived = await order([lineOf(a, 1), lineOf(b, 2)], { key: 'orderPlacedFromCart' });
  await pay(arrived);
  await advance(arrived, 4);
  const shipped = await order([lineOf(c, 1)], { key: 'orderPlacedWithBuyNow' });
  await pay(shipped);
  await advance(shipped, 3);
  const buying = await order([lineOf(d, 1)], { key: 'orderPlacedFromCart' });
  await pay(buying);
  await advance(buying, 1);
  const paid = await order([lineOf(b, 1)], { key: 'orderPlacedFromCart' });
  await pay(paid);
  await order([lineOf(a, 2), lineOf(c, 1)], { key: 'orderPlacedFromCart' });
  // Seeded orders stay where they are until an operator advances them.
  await db
    .updateTable('purchase_orders')
    .set({ next_step_at: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', user.id)
    .execute();
}

export const commerceSeed: SeedStep = {
  name: 'commerce',
  async run({ db, config, tenants }) {
    registerPurchasePayments();
    const photographer = warehousePhotographer(storageFor(config));
    const payPasswordHash = await hashPassword(DEMO_PAY_PASSWORD);
    for (const t of tenants) {
      await seedTenantSettings(db, t.slug as DemoSlug, t.id, t.supportedLanguages);
      await seedShopper(db, t.id, t.slug, payPasswordHash, photographer);
    }
  },
};
