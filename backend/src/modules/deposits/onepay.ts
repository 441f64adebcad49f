import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { OnePayCode } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { lockAccount, post, type Owner } from '../account/ledger';
import { toCny } from '../account/money';
import { assertUnderLimit } from '../account/recordLimits';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { findPayment, settlePayments } from '../payments/service';
import type { PaymentProvider, ProviderNotification } from './providers/provider';
import type { OnePayCodesTable } from './tables';

/*
 * Online top-up ("onepay"): the shopper asks for a pay code, pays it at the payment provider, and the provider's
 * signed notification credits the balance once, with the amount and currency the notification names: the code
 * row is locked and moved PENDING → PAID in the same transaction as the ledger credit, whose reference is the
 * code. When the code was made for an unpaid payment, that payment is then settled with what this top-up
 * credited, and only when that covers it: money already in the balance never leaves without the pay password.
 */

export const ONEPAY_TTL_MINUTES = 30;
/** The only currency balances are kept in; a notification in another one credits nothing. */
export const ONEPAY_CURRENCY = 'CNY';
type CodeRow = Selectable<OnePayCodesTable>;

const notFound = () => new AppError(404, 'ONEPAY_NOT_FOUND', 'This pay code does not exist');
export const onePayExpired = () => new AppError(409, 'ONEPAY_EXPIRED', 'This pay code has expired; ask for a new one');
export const onlineTopUpUnavailable = () =>
  new AppError(409, 'ONLINE_TOP_UP_UNAVAILABLE', 'Online top-up is not available on this site; use a deposit channel');

export const payPagePath = (payCode: string) => `/front/onepay/page/${payCode}`;

const isExpired = (row: CodeRow, now = new Date()) =>
  row.status === 'EXPIRED' || (row.status === 'PENDING' && row.expires_at <= now);

function toCode(row: CodeRow, now = new Date()): OnePayCode {
  return {
    payCode: row.pay_code,
    payUrl: row.pay_url ?? `/api${payPagePath(row.pay_code)}`,
    amount: toCny(row.amount_fen),
    status: isExpired(row, now) ? 'EXPIRED' : row.status,
    orderPay: row.payment_no,
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

export async function createPayCode(
  db: Db,
  provider: PaymentProvider | null,
  owner: Owner,
  input: { amountFen: number; paymentNo: string | null },
): Promise<OnePayCode> {
  if (!provider) throw onlineTopUpUnavailable();
  if (input.paymentNo && !(await findPayment(db, owner, input.paymentNo))) {
    throw new AppError(404, 'PAYMENT_NOT_FOUND', 'This payment does not exist', {
      fields: { orderPay: 'PAYMENT_NOT_FOUND' },
    });
  }
  const payCode = `OP${crypto.randomBytes(12).toString('hex').toUpperCase()}`;
  const { payUrl } = await provider.createPayment({ payCode, amountFen: input.amountFen, currency: ONEPAY_CURRENCY });
  const row = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, owner);
    const open = await trx
      .selectFrom('onepay_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    assertUnderLimit('TOO_MANY_PAY_CODES', open?.n);
    return trx
      .insertInto('onepay_codes')
      .values({
        pay_code: payCode,
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        amount_fen: input.amountFen,
        payment_no: input.paymentNo,
        expires_at: new Date(Date.now() + ONEPAY_TTL_MINUTES * 60_000),
        provider: provider.name,
        pay_url: payUrl,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toCode(row);
}

async function ownRow(db: Db, owner: Owner, payCode: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom('onepay_codes')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('pay_code', '=', payCode)
    .executeTakeFirst();
}

/** The shopper's own code; a pending one is first looked up at the provider, which may have been paid meanwhile. */
export async function getPayCode(
  db: Db,
  provider: PaymentProvider | null,
  owner: Owner,
  payCode: string,
): Promise<OnePayCode> {
  const row = await ownRow(db, owner, payCode);
  if (!row) throw notFound();
  if (row.status !== 'PENDING' || !provider || provider.name !== row.provider) return toCode(row);
  const reported = await provider.queryStatus(payCode);
  if (reported?.status !== 'PAID') return toCode(row);
  return settleNotification(db, provider, reported);
}

/** A code as its owner's simulated pay page shows it (404 for anyone else's). */
export async function ownPayCodeRow(db: Db, owner: Owner, payCode: string): Promise<CodeRow> {
  const row = await ownRow(db, owner, payCode);
  if (!row) throw notFound();
  return row;
}

export { isExpired as payCodeExpired };

/**
 * A genuine notification from the provider (signature already checked): PAID credits what it says was paid,
 * once; FAILED changes nothing. A notification for a code of another provider, or in another currency, is refused.
 */
export async function settleNotification(
  db: Db,
  provider: PaymentProvider,
  notification: ProviderNotification,
): Promise<OnePayCode> {
  const found = await db
    .selectFrom('onepay_codes')
    .select(['tenant_id', 'user_id', 'provider'])
    .where('pay_code', '=', notification.payCode)
    .executeTakeFirst();
  if (!found || found.provider !== provider.name) throw notFound();
  if (notification.currency !== ONEPAY_CURRENCY) {
    throw new AppError(400, 'ONEPAY_CURRENCY', `Only ${ONEPAY_CURRENCY} payments can be credited`, {
      fields: { currency: notification.currency },
    });
  }
  const owner = { tenantId: found.tenant_id, userId: found.user_id };
  if (notification.status !== 'PAID') {
    const row = await db
      .selectFrom('onepay_codes')
      .selectAll()
      .where('pay_code', '=', notification.payCode)
      .executeTakeFirstOrThrow();
    return toCode(row);
  }
  const { row, credited } = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    const code = await trx
      .selectFrom('onepay_codes')
      .selectAll()
      .where('pay_code', '=', notification.payCode)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (code.status === 'PAID') return { row: code, credited: 0 };
    // The provider took the money, so it is credited even when the code's own time ran out meanwhile.
    await post(trx, account, {
      type: 'ONLINE_TOP_UP',
      amountFen: notification.amountFen,
      reason: `Online top-up ${code.pay_code}`,
      referenceNo: code.pay_code,
    });
    const paid = await trx
      .updateTable('onepay_codes')
      .set({
        status: 'PAID',
        paid_at: sql<Date>`now()`,
        paid_amount_fen: notification.amountFen,
        paid_currency: notification.currency,
        provider_ref: notification.providerRef,
      })
      .where('pay_code', '=', code.pay_code)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notifyUser(trx, {
      ...owner,
      message: { key: 'topUpReceived', params: { amount: cnyParam(notification.amountFen) } },
    });
    return { row: paid, credited: notification.amountFen };
  });
  if (credited > 0 && row.payment_no) {
    // Settles only with what this top-up credited; the top-up stands when that is not enough or the payment
    // was paid meanwhile (the shopper then pays with the pay password as usual).
    await settlePayments(db, owner, [row.payment_no], {
      kind: 'TOP_UP',
      payCode: row.pay_code,
      paymentNo: row.payment_no,
      creditedFen: credited,
    }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return toCode(row);
}
