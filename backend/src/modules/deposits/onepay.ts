import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { OnePayCode } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { lockAccount, post, type Owner } from '../account/ledger';
import { toCny } from '../account/money';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { findPayment, payFromBalance } from '../payments/service';
import type { OnePayCodesTable } from './tables';

/*
 * Online top-up ("onepay"): the shopper asks for a pay code, opens the pay page (here the reference API's
 * simulated one), and paying there credits the balance once: the code row is locked and moved PENDING → PAID in
 * the same transaction as the ledger credit, whose reference is the code. When the code was made for an unpaid
 * payment and the balance now covers it, that payment is settled right after.
 */

export const ONEPAY_TTL_MINUTES = 30;
type CodeRow = Selectable<OnePayCodesTable>;

const notFound = () => new AppError(404, 'ONEPAY_NOT_FOUND', 'This pay code does not exist');
const expired = () => new AppError(409, 'ONEPAY_EXPIRED', 'This pay code has expired; ask for a new one');

export const payPagePath = (payCode: string) => `/front/onepay/page/${payCode}`;

function toCode(row: CodeRow, now = new Date()): OnePayCode {
  const status = row.status === 'PENDING' && row.expires_at <= now ? 'EXPIRED' : row.status;
  return {
    payCode: row.pay_code,
    payUrl: `/api${payPagePath(row.pay_code)}`,
    amount: toCny(row.amount_fen),
    status,
    orderPay: row.payment_no,
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

export async function createPayCode(db: Db, owner: Owner, input: { amountFen: number; paymentNo: string | null }): Promise<OnePayCode> {
  if (input.paymentNo && !(await findPayment(db, owner, input.paymentNo))) {
    throw new AppError(404, 'PAYMENT_NOT_FOUND', 'This payment does not exist', { fields: { orderPay: 'PAYMENT_NOT_FOUND' } });
  }
  const row = await db
    .insertInto('onepay_codes')
    .values({
      pay_code: `OP${crypto.randomBytes(12).toString('hex').toUpperCase()}`,
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      amount_fen: input.amountFen,
      payment_no: input.paymentNo,
      expires_at: new Date(Date.now() + ONEPAY_TTL_MINUTES * 60_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCode(row);
}

export async function getPayCode(db: Db, owner: Owner, payCode: string): Promise<OnePayCode> {
  const row = await db.selectFrom('onepay_codes').selectAll().where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('pay_code', '=', payCode).executeTakeFirst();
  if (!row) throw notFound();
  return toCode(row);
}

/** The code as the pay page shows it (the code itself is the secret; no login on the pay page). */
export async function findPayCode(db: Db, payCode: string): Promise<OnePayCode | undefined> {
  const row = await db.selectFrom('onepay_codes').selectAll().where('pay_code', '=', payCode).executeTakeFirst();
  return row ? toCode(row) : undefined;
}

/** Marks the code paid and credits the balance, once; paying an already paid code changes nothing. */
export async function completePayCode(db: Db, payCode: string): Promise<OnePayCode> {
  const found = await db.selectFrom('onepay_codes').select(['tenant_id', 'user_id']).where('pay_code', '=', payCode).executeTakeFirst();
  if (!found) throw notFound();
  const owner = { tenantId: found.tenant_id, userId: found.user_id };
  const { row, credited } = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    const code = await trx.selectFrom('onepay_codes').selectAll().where('pay_code', '=', payCode).forUpdate().executeTakeFirstOrThrow();
    if (code.status === 'PAID') return { row: code, credited: false };
    if (code.status === 'EXPIRED' || code.expires_at <= new Date()) {
      await trx.updateTable('onepay_codes').set({ status: 'EXPIRED' }).where('pay_code', '=', payCode).execute();
      return { row: { ...code, status: 'EXPIRED' as const }, credited: false };
    }
    await post(trx, account, { type: 'ONLINE_TOP_UP', amountFen: code.amount_fen, reason: `Online top-up ${code.pay_code}`, referenceNo: code.pay_code });
    const paid = await trx.updateTable('onepay_codes').set({ status: 'PAID', paid_at: sql<Date>`now()` }).where('pay_code', '=', payCode).returningAll().executeTakeFirstOrThrow();
    await notifyUser(trx, { ...owner, message: { key: 'topUpReceived', params: { amount: cnyParam(code.amount_fen) } } });
    return { row: paid, credited: true };
  });
  if (row.status === 'EXPIRED') throw expired();
  if (credited && row.payment_no) {
    // Best effort: the top-up stands even when the payment cannot be settled now (paid meanwhile, too little).
    await payFromBalance(db, owner, [row.payment_no]).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return toCode(row);
}
