import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type {
  DepositChannel,
  FundRequest,
  FundRequestKind,
  FundRequestList,
  FundRequestStatus,
  Locale,
  OperatorFundRequest,
  OperatorFundRequestList,
} from '../../../../contract';
import type { Db } from '../../db';
import { countedPage } from '../../db/countedPage';
import { AppError } from '../../http/errors';
import { businessNo, freeze, lockAccount, post, type Owner, type Trx } from '../account/ledger';
import { cnyText, percentOf, toCny } from '../account/money';
import { assertUnderLimit } from '../account/recordLimits';
import { assertGranted, authorizeSpend } from '../account/spendAuthority';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { receiptPath } from './receipts';
import type { DepositChannelsTable, FundRequestAction, FundRequestsTable } from './tables';

/*
 * Deposits and withdrawals are requests an operator decides. A deposit credits the balance (amount − channel
 * fee) once, on approval. A withdrawal freezes its amount at once (so it cannot also be spent) and, on approval,
 * debits it from the balance; a rejection releases it. Every decision runs with the shopper's account row locked
 * and the request row locked, and only moves a PENDING request, so it happens at most once.
 */

type ChannelRow = Selectable<DepositChannelsTable>;
type RequestRow = Selectable<FundRequestsTable>;

const channelNotFound = () =>
  new AppError(400, 'DEPOSIT_CHANNEL_NOT_FOUND', 'Choose one of the payment channels', {
    fields: { channelId: 'DEPOSIT_CHANNEL_NOT_FOUND' },
  });
export const requestNotFound = () => new AppError(404, 'REQUEST_NOT_FOUND', 'This request does not exist');
const requestState = (status: FundRequestStatus) =>
  new AppError(409, 'REQUEST_STATE', 'This request has been decided already', { detail: status, fields: { status } });

/** A channel as the reader sees it: its instructions in `language` where the operator wrote them, else its own. */
export const toChannel = (c: ChannelRow, language?: Locale): DepositChannel => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  accountName: c.account_name,
  accountNo: c.account_no,
  instructions: (language && c.instructions_translations[language]) || c.instructions,
  minAmount: toCny(c.min_amount_fen),
  feePercent: c.fee_bp / 100,
  feeFixed: toCny(c.fee_fixed_fen),
  withdrawals: c.withdrawals,
});

export async function listChannels(db: Db, tenantId: string, language: Locale): Promise<DepositChannel[]> {
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((c) => toChannel(c, language));
}

async function channelOf(db: Db | Trx, tenantId: string, id: string): Promise<ChannelRow> {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) throw channelNotFound();
  return row;
}

/** The channel's fee on an amount; refuses amounts under its minimum or eaten up by the fee. */
function feeFor(channel: ChannelRow | null, amountFen: number): number {
  if (!channel) return 0;
  if (amountFen < channel.min_amount_fen) {
    throw new AppError(400, 'AMOUNT_BELOW_MINIMUM', 'The amount is below the minimum of this channel', {
      detail: `At least ${cnyText(channel.min_amount_fen)} CNY`,
      fields: { amount: 'AMOUNT_BELOW_MINIMUM', minimum: cnyText(channel.min_amount_fen) },
    });
  }
  const fee = percentOf(amountFen, channel.fee_bp) + channel.fee_fixed_fen;
  if (fee >= amountFen) {
    throw new AppError(400, 'AMOUNT_BELOW_MINIMUM', 'The amount does not cover the channel fee', {
      fields: { amount: 'AMOUNT_BELOW_MINIMUM', minimum: cnyText(fee + 1) },
    });
  }
  return fee;
}

export async function toFundRequests(db: Db | Trx, rows: readonly RequestRow[]): Promise<FundRequest[]> {
  const ids = [...new Set(rows.map((r) => r.channel_id).filter((id): id is string => !!id))];
  const channels = ids.length
    ? await db.selectFrom('deposit_channels').select(['id', 'kind', 'name']).where('id', 'in', ids).execute()
    : [];
  return rows.map((r) => {
    const channel = channels.find((c) => c.id === r.channel_id);
    return {
      id: r.id,
      requestNo: r.request_no,
      kind: r.kind,
      status: r.status,
      amount: toCny(r.amount_fen),
      fee: toCny(r.fee_fen),
      netAmount: toCny(r.amount_fen - r.fee_fen),
      channel: channel ? { id: channel.id, kind: channel.kind, name: channel.name } : null,
      account: r.account,
      remark: r.remark,
      receiptUrl: r.receipt_key ? receiptPath(r.id) : null,
      rejectReason: r.reject_reason,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    };
  });
}

async function one(db: Db | Trx, row: RequestRow): Promise<FundRequest> {
  const [request] = await toFundRequests(db, [row]);
  if (!request) throw requestNotFound();
  return request;
}

export async function findRequest(db: Db | Trx, owner: Owner, id: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('fund_requests')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function getRequest(db: Db, owner: Owner, id: string): Promise<FundRequest> {
  const row = await findRequest(db, owner, id);
  if (!row) throw requestNotFound();
  return one(db, row);
}

export async function listRequests(
  db: Db,
  owner: Owner,
  filter: { kind?: FundRequestKind; status?: FundRequestStatus; pageNo: number; pageSize: number },
): Promise<FundRequestList> {
  let base = db.selectFrom('fund_requests').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
  if (filter.kind) base = base.where('kind', '=', filter.kind);
  if (filter.status) base = base.where('status', '=', filter.status);
  const { total, rows } = await countedPage(base, filter, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('request_no', 'desc'),
  );
  return {
    items: await toFundRequests(db, rows),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** Counts the shopper's PENDING requests of a kind (inside the transaction holding the account lock). */
async function assertFewerOpen(trx: Trx, owner: Owner, kind: FundRequestKind): Promise<void> {
  const open = await trx
    .selectFrom('fund_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('kind', '=', kind)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  assertUnderLimit(kind === 'DEPOSIT' ? 'TOO_MANY_OPEN_DEPOSITS' : 'TOO_MANY_OPEN_WITHDRAWALS', open?.n);
}

/** One line of a request's history: what it looked like at this version, and who did what. */
async function record(trx: Trx, row: RequestRow, action: FundRequestAction, note = ''): Promise<void> {
  await trx
    .insertInto('fund_request_events')
    .values({
      request_id: row.id,
      version: row.version,
      action,
      amount_fen: row.amount_fen,
      fee_fen: row.fee_fen,
      channel_id: row.channel_id,
      receipt_key: row.receipt_key,
      note,
    })
    .execute();
}

/** What a new request holds besides its owner: deposits carry a remark, withdrawals the account paid out to. */
interface NewRequest {
  kind: FundRequestKind;
  amountFen: number;
  feeFen: number;
  channelId: string | null;
  remark?: string;
  account?: string;
}

/** The prefix of a request's business number, by kind. */
const REQUEST_NO_PREFIX: Record<FundRequestKind, string> = { DEPOSIT: 'DP', WITHDRAWAL: 'WD' };

/** Inserts a PENDING request and its CREATED history line, inside the caller's transaction. */
async function insertRequest(trx: Trx, owner: Owner, input: NewRequest): Promise<RequestRow> {
  const created = await trx
    .insertInto('fund_requests')
    .values({
      id: crypto.randomUUID(),
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      request_no: businessNo(REQUEST_NO_PREFIX[input.kind]),
      kind: input.kind,
      amount_fen: input.amountFen,
      fee_fen: input.feeFen,
      channel_id: input.channelId,
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(input.account !== undefined ? { account: input.account } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(trx, created, 'CREATED');
  return created;
}

/** A PENDING deposit (by channel, or by receipt with the channel optional). */
export async function createDeposit(
  db: Db,
  owner: Owner,
  input: { channelId?: string; amountFen: number; remark: string },
): Promise<FundRequest> {
  const channel = input.channelId ? await channelOf(db, owner.tenantId, input.channelId) : null;
  const fee = feeFor(channel, input.amountFen);
  const row = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, owner);
    await assertFewerOpen(trx, owner, 'DEPOSIT');
    return insertRequest(trx, owner, {
      kind: 'DEPOSIT',
      amountFen: input.amountFen,
      feeFen: fee,
      channelId: channel?.id ?? null,
      remark: input.remark,
    });
  });
  return one(db, row);
}

/**
 * Changes a deposit while it is PENDING (amount, remark, channel, receipt). A change of amount, channel or receipt
 * moves the version on, so an operator who reviewed an earlier version cannot approve this one unseen.
 */
export async function updateDeposit(
  db: Db,
  owner: Owner,
  input: { id: string; amountFen?: number; remark?: string; channelId?: string; receiptKey?: string },
): Promise<FundRequest> {
  const current = await findRequest(db, owner, input.id);
  if (!current || current.kind !== 'DEPOSIT') throw requestNotFound();
  if (current.status !== 'PENDING') throw requestState(current.status);
  const channelId = input.channelId ?? current.channel_id;
  const channel = channelId ? await channelOf(db, owner.tenantId, channelId) : null;
  const amountFen = input.amountFen ?? current.amount_fen;
  const feeFen = feeFor(channel, amountFen);
  const row = await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('fund_requests')
      .selectAll()
      .where('id', '=', current.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'PENDING') throw requestState(locked.status);
    const receiptKey = input.receiptKey ?? locked.receipt_key;
    const reviewed =
      amountFen !== locked.amount_fen ||
      feeFen !== locked.fee_fen ||
      (channel?.id ?? null) !== locked.channel_id ||
      receiptKey !== locked.receipt_key;
    const updated = await trx
      .updateTable('fund_requests')
      .set({
        amount_fen: amountFen,
        fee_fen: feeFen,
        channel_id: channel?.id ?? null,
        remark: input.remark ?? locked.remark,
        receipt_key: receiptKey,
        version: reviewed ? locked.version + 1 : locked.version,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (reviewed) await record(trx, updated, 'UPDATED');
    return updated;
  });
  return one(db, row);
}

/** A withdrawal: the pay password is checked, then its amount is frozen until an operator decides. */
export async function createWithdrawal(
  db: Db,
  owner: Owner,
  input: { amountFen: number; channelId: string; account: string; payPassword: string },
): Promise<FundRequest> {
  const channel = await channelOf(db, owner.tenantId, input.channelId);
  if (!channel.withdrawals) throw channelNotFound();
  const fee = feeFor(channel, input.amountFen);
  const grant = await authorizeSpend(db, owner, { kind: 'PAY_PASSWORD', payPassword: input.payPassword });
  const row = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    assertGranted(grant, input.amountFen, []);
    await assertFewerOpen(trx, owner, 'WITHDRAWAL');
    await freeze(trx, account, input.amountFen);
    return insertRequest(trx, owner, {
      kind: 'WITHDRAWAL',
      amountFen: input.amountFen,
      feeFen: fee,
      channelId: channel.id,
      account: input.account,
    });
  });
  return one(db, row);
}

export const requestChanged = (version: number) =>
  new AppError(409, 'REQUEST_CHANGED', 'The request changed since it was reviewed; read it again', {
    detail: `Current version ${version}`,
    fields: { version: String(version) },
  });

/**
 * Operator decision on a deposit or withdrawal (by id); 409 REQUEST_STATE unless PENDING. An approval names the
 * version the operator reviewed (409 REQUEST_CHANGED when the shopper changed the request since).
 */
export async function decideRequest(
  db: Db,
  id: string,
  kind: FundRequestKind,
  decision: { approve: true; version: number } | { approve: false; reason: string },
): Promise<FundRequest> {
  const found = await db
    .selectFrom('fund_requests')
    .select(['tenant_id', 'user_id', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found || found.kind !== kind) throw requestNotFound();
  const owner = { tenantId: found.tenant_id, userId: found.user_id };
  const row = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    const request = await trx
      .selectFrom('fund_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (request.status !== 'PENDING') throw requestState(request.status);
    if (decision.approve && decision.version !== request.version) throw requestChanged(request.version);
    if (decision.approve && kind === 'DEPOSIT') {
      await post(trx, account, {
        type: 'DEPOSIT',
        amountFen: request.amount_fen - request.fee_fen,
        reason: `Deposit ${request.request_no} approved`,
        referenceNo: request.request_no,
      });
    } else if (decision.approve) {
      await post(
        trx,
        account,
        {
          type: 'WITHDRAWAL',
          amountFen: -request.amount_fen,
          reason: `Withdrawal ${request.request_no} paid out`,
          referenceNo: request.request_no,
        },
        request.amount_fen,
      );
    } else if (kind === 'WITHDRAWAL') {
      await freeze(trx, account, -request.amount_fen);
    }
    const decided = await trx
      .updateTable('fund_requests')
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        reject_reason: decision.approve ? null : decision.reason,
        decided_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const reason = decision.approve ? '' : decision.reason;
    await record(trx, decided, decision.approve ? 'APPROVED' : 'REJECTED', reason);
    const what = kind === 'DEPOSIT' ? 'deposit' : 'withdrawal';
    const outcome = decision.approve ? 'Approved' : reason ? 'Rejected' : 'RejectedNoReason';
    await notifyUser(trx, {
      ...owner,
      message: {
        key: `${what}${outcome}`,
        params: {
          requestNo: request.request_no,
          amount: cnyParam(request.amount_fen - request.fee_fen),
          account: request.account,
          reason,
        },
      },
    });
    return decided;
  });
  return one(db, row);
}

const operatorReceiptPath = (row: RequestRow) => (row.receipt_key ? `/operator/deposits/${row.id}/receipt` : null);

/** Requests of a kind for the operator's review, newest first (optionally one status and one tenant). */
export async function listForOperator(
  db: Db,
  kind: FundRequestKind,
  filter: { status?: FundRequestStatus; tenantId?: string; pageNo: number; pageSize: number },
): Promise<OperatorFundRequestList> {
  let base = db.selectFrom('fund_requests').where('kind', '=', kind);
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.tenantId) base = base.where('tenant_id', '=', filter.tenantId);
  const { total, rows } = await countedPage(base, filter, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('request_no', 'desc'),
  );
  const items = await toFundRequests(db, rows);
  return {
    items: items.map((item, i) => {
      const row = rows[i]!;
      return {
        ...item,
        tenantId: row.tenant_id,
        userId: row.user_id,
        version: row.version,
        operatorReceiptUrl: operatorReceiptPath(row),
      };
    }),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** One request for the operator's review: amount, fee, channel, receipt, the version to approve and its history. */
export async function readForOperator(db: Db, kind: FundRequestKind, id: string): Promise<OperatorFundRequest> {
  const row = await db
    .selectFrom('fund_requests')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw requestNotFound();
  const events = await db
    .selectFrom('fund_request_events')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...(await one(db, row)),
    tenantId: row.tenant_id,
    userId: row.user_id,
    version: row.version,
    operatorReceiptUrl: operatorReceiptPath(row),
    history: events.map((e) => ({
      version: e.version,
      action: e.action,
      amount: toCny(e.amount_fen),
      fee: toCny(e.fee_fen),
      channelId: e.channel_id,
      receipt: e.receipt_key !== null,
      note: e.note,
      at: e.created_at.toISOString(),
    })),
  };
}
