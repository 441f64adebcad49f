import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Payment, PaymentOrderType, UnpaidPayments, UserAccount } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import {
  businessNo,
  insufficientBalance,
  lockAccount,
  post,
  toUserAccount,
  availableFen,
  type Owner,
  type Trx,
} from '../account/ledger';
import { toCny } from '../account/money';
import { assertGranted, authorizeSpend, type SpendGrant, type SpendProof } from '../account/spendAuthority';
import { recordStatusChange } from '../events/record';
import type { PaymentsTable } from './tables';

/*
 * Payments: what a shopper owes, one record per order, settled from the balance at most once.
 *
 * For the modules that create orders (purchase orders here, transit orders in the shipping module):
 *
 *   // inside the transaction that creates the order:
 *   const payment = await createPayment(trx, { tenantId, userId, orderType: 'TRANSIT', orderNo, amountFen });
 *   // store payment.paymentNo on the order
 *
 *   // once, at module load, what settling means for that order type:
 *   registerPaymentHandler('TRANSIT', {
 *     async onPaid(trx, payment) { ...move the order from unpaid to paid with a state-guarded update... },
 *   });
 *
 * `onPaid` runs inside the paying transaction, after the ledger debit and the payment's move to PAID, with the
 * shopper's account row locked. Throwing (e.g. an AppError 409 ORDER_STATE when the order is no longer payable)
 * rolls the whole payment back: no money moves. `cancelPayment` marks an unpaid record CANCELLED when its order is
 * closed before being paid (inside the closing transaction, after `lockAccount`). `afterCommit` (optional) runs
 * once the payment is committed, e.g. to schedule the order's next step on the job runner.
 */

export interface PaymentRecord {
  id: string;
  tenantId: string;
  userId: string;
  paymentNo: string;
  orderType: PaymentOrderType;
  orderNo: string;
  amountFen: number;
  status: Payment['status'];
  createdAt: Date;
  paidAt: Date | null;
}

export interface PaymentHandler {
  onPaid(trx: Trx, payment: PaymentRecord): Promise<void>;
  /** After the paying transaction committed (e.g. schedule follow-up work). Must not throw. */
  afterCommit?(db: Db, payment: PaymentRecord): Promise<void>;
}

const handlers = new Map<PaymentOrderType, PaymentHandler>();

/** What paying a payment of this order type does to its order (one handler per type; the last one wins). */
export function registerPaymentHandler(orderType: PaymentOrderType, handler: PaymentHandler): void {
  handlers.set(orderType, handler);
}

type PaymentRow = Selectable<PaymentsTable>;

const toRecord = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  userId: r.user_id,
  paymentNo: r.payment_no,
  orderType: r.order_type,
  orderNo: r.order_no,
  amountFen: r.amount_fen,
  status: r.status,
  createdAt: r.created_at,
  paidAt: r.paid_at,
});

export const toPayment = (p: PaymentRecord): Payment => ({
  paymentNo: p.paymentNo,
  orderType: p.orderType,
  orderNo: p.orderNo,
  amount: toCny(p.amountFen),
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt ? p.paidAt.toISOString() : null,
});

export interface NewPayment extends Owner {
  orderType: PaymentOrderType;
  orderNo: string;
  amountFen: number;
}

/** Creates the UNPAID record of an order (call inside the order's creating transaction). */
export async function createPayment(trx: Trx, input: NewPayment): Promise<PaymentRecord> {
  if (!Number.isInteger(input.amountFen) || input.amountFen <= 0)
    throw new Error(`payment amount must be a positive integer fen, got ${input.amountFen}`);
  const row = await trx
    .insertInto('payments')
    .values({
      id: crypto.randomUUID(),
      tenant_id: input.tenantId,
      user_id: input.userId,
      payment_no: businessNo('PM'),
      order_type: input.orderType,
      order_no: input.orderNo,
      amount_fen: input.amountFen,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordStatusChange(trx, 'PAYMENT', [row.id], row.status);
  return toRecord(row);
}

/** Marks the order's unpaid record CANCELLED; false when there was none unpaid (already paid or cancelled). */
export async function cancelPayment(trx: Trx, owner: Owner, paymentNo: string): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ status: 'CANCELLED' })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('payment_no', '=', paymentNo)
    .where('status', '=', 'UNPAID')
    .returning('id')
    .executeTakeFirst();
  if (result) await recordStatusChange(trx, 'PAYMENT', [result.id], 'CANCELLED');
  return result !== undefined;
}

export async function findPayment(db: Db | Trx, owner: Owner, paymentNo: string): Promise<PaymentRecord | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('payment_no', '=', paymentNo)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export const paymentNotFound = (paymentNo: string) =>
  new AppError(404, 'PAYMENT_NOT_FOUND', 'This payment does not exist', { fields: { paymentNo } });

function refusal(p: PaymentRecord): AppError | null {
  if (p.status === 'PAID')
    return new AppError(409, 'ALREADY_PAID', 'This has been paid already', {
      detail: p.paymentNo,
      fields: { paymentNo: p.paymentNo },
    });
  if (p.status === 'CANCELLED') {
    return new AppError(409, 'PAYMENT_CANCELLED', 'This payment was cancelled with its order', {
      detail: p.paymentNo,
      fields: { paymentNo: p.paymentNo },
    });
  }
  return null;
}

const paymentReason = (p: PaymentRecord) =>
  `Payment ${p.paymentNo} of ${p.orderType === 'PURCHASE' ? 'purchase' : 'transit'} order ${p.orderNo}`;

export interface SettleResult {
  payments: PaymentRecord[];
  totalFen: number;
  account: UserAccount;
}

/**
 * Pays the given payments from the balance, all or nothing, in one transaction: the account row is locked, then
 * the payments (in paymentNo order); any unknown, paid or cancelled payment, too little available balance, or a
 * total the proof does not cover (account/spendAuthority.ts), refuses the whole call and nothing changes. The
 * proof (pay password, or a top-up made for this payment) is checked first, outside the transaction.
 */
export async function settlePayments(
  db: Db,
  owner: Owner,
  paymentNos: readonly string[],
  proof: SpendProof,
): Promise<SettleResult> {
  if (paymentNos.length === 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose what to pay', { fields: { paymentNos: 'REQUIRED' } });
  const grant = await authorizeSpend(db, owner, proof);
  return payFromBalance(db, owner, paymentNos, grant);
}

async function payFromBalance(
  db: Db,
  owner: Owner,
  paymentNos: readonly string[],
  grant: SpendGrant,
): Promise<SettleResult> {
  const wanted = [...new Set(paymentNos)].sort();
  const result = await db.transaction().execute(async (trx) => {
    let account = await lockAccount(trx, owner);
    const rows = await trx
      .selectFrom('payments')
      .selectAll()
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('payment_no', 'in', wanted)
      .orderBy('payment_no')
      .forUpdate()
      .execute();
    const byNo = new Map(rows.map((r) => [r.payment_no, toRecord(r)]));
    const payments: PaymentRecord[] = [];
    for (const no of wanted) {
      const payment = byNo.get(no);
      if (!payment) throw paymentNotFound(no);
      const refused = refusal(payment);
      if (refused) throw refused;
      payments.push(payment);
    }
    const totalFen = payments.reduce((sum, p) => sum + p.amountFen, 0);
    assertGranted(grant, totalFen, wanted);
    if (availableFen(account) < totalFen) throw insufficientBalance(totalFen, availableFen(account));

    const paidAt = new Date();
    const settled: PaymentRecord[] = [];
    for (const payment of payments) {
      account = await post(trx, account, {
        type: 'PAYMENT',
        amountFen: -payment.amountFen,
        reason: paymentReason(payment),
        referenceNo: payment.paymentNo,
        orderNo: payment.orderNo,
      });
      const moved = await trx
        .updateTable('payments')
        .set({ status: 'PAID', paid_at: paidAt })
        .where('id', '=', payment.id)
        .where('status', '=', 'UNPAID')
        .executeTakeFirst();
      // Unreachable while the row lock is held; kept so that a missing lock can never pay twice.
      if (Number(moved.numUpdatedRows) !== 1)
        throw refusal({ ...payment, status: 'PAID' }) ?? new Error('payment moved');
      await recordStatusChange(trx, 'PAYMENT', [payment.id], 'PAID');
      const paid = { ...payment, status: 'PAID' as const, paidAt };
      const handler = handlers.get(payment.orderType);
      if (!handler) throw new Error(`no payment handler for ${payment.orderType}`);
      await handler.onPaid(trx, paid);
      settled.push(paid);
    }
    return { payments: settled, totalFen, account: toUserAccount(account) };
  });
  for (const payment of result.payments) await handlers.get(payment.orderType)?.afterCommit?.(db, payment);
  return result;
}

/** Unpaid payments of the shopper, newest first, with the sum of all that match. */
export async function listUnpaid(
  db: Db,
  owner: Owner,
  filter: { orderType?: PaymentOrderType; orderNo?: string; pageNo: number; pageSize: number },
): Promise<UnpaidPayments> {
  let base = db
    .selectFrom('payments')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'UNPAID');
  if (filter.orderType) base = base.where('order_type', '=', filter.orderType);
  if (filter.orderNo)
    base = base.where(sql<string>`upper(order_no)`, 'like', `%${escapeLike(filter.orderNo.toUpperCase())}%`);
  const [totals, rows] = await Promise.all([
    base
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), sql<number>`0`).as('fen'),
      ])
      .executeTakeFirst(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('payment_no', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map((r) => toPayment(toRecord(r))),
    total: Number(totals?.n ?? 0),
    totalAmount: toCny(Number(totals?.fen ?? 0)),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** `%` and `_` typed by the shopper match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
