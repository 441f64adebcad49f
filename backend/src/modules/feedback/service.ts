// Shopper feedback threads and the staff's replies. A thread may name one of the shopper's own purchase or
// transit orders; its images are files this tenant's shoppers uploaded (keys under the tenant's folder that exist).
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FeedbackStatus, FeedbackType, OperatorFeedbackList, Page, UserFeedback } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError, validationError } from '../../http/errors';
import { lockAccount } from '../account/ledger';
import { assertUnderLimit } from '../account/recordLimits';
import { isValidKey, type FileStorage } from '../storage';
import { countedPage } from '../../db/countedPage';

export interface FeedbackOwner {
  tenantId: string;
  userId: string;
}

export const feedbackNotFound = () => new AppError(404, 'FEEDBACK_NOT_FOUND', 'This feedback does not exist');

export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async list(owner: FeedbackOwner, page: { pageNo: number; pageSize: number }): Promise<Page<UserFeedback>> {
    const base = this.db
      .selectFrom('user_feedback')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId);
    const { total, rows } = await countedPage(base, page, (q) =>
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
    return {
      items: await this.withReplies(rows),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  async create(
    owner: FeedbackOwner,
    input: { type: FeedbackType; content: string; orderNo: string | null; imageKeys: string[] },
  ): Promise<UserFeedback> {
    const fields: Record<string, string> = {};
    if (input.orderNo && !(await this.ownsOrder(owner, input.orderNo))) fields.orderNo = 'ORDER_NOT_FOUND';
    const images: string[] = [];
    for (const [i, key] of input.imageKeys.entries()) {
      if (!(await this.isTenantUpload(owner, key))) fields[`imageKeys.${i}`] = 'INVALID_IMAGE_KEY';
      else images.push(this.storage.publicUrl(key));
    }
    if (Object.keys(fields).length) throw validationError(fields);
    const id = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      // Threads still waiting for a reply are capped; counted under the shopper's account lock against races.
      await lockAccount(trx, owner);
      const open = await trx
        .selectFrom('user_feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      assertUnderLimit('TOO_MANY_OPEN_FEEDBACK', open?.n);
      await trx
        .insertInto('user_feedback')
        .values({
          id,
          tenant_id: owner.tenantId,
          user_id: owner.userId,
          type: input.type,
          content: input.content,
          order_no: input.orderNo,
          images: jsonb(images),
        })
        .execute();
    });
    return this.one(id);
  }

  /** A staff reply (operator surface): the thread becomes REPLIED. */
  async reply(feedbackId: string, input: { content: string; authorName: string }): Promise<UserFeedback> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('user_feedback')
        .set({ status: 'REPLIED', updated_at: sql<Date>`now()` })
        .where('id', '=', feedbackId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw feedbackNotFound();
      await trx
        .insertInto('user_feedback_replies')
        .values({
          id: crypto.randomUUID(),
          feedback_id: feedbackId,
          author_name: input.authorName,
          content: input.content,
        })
        .execute();
    });
    return this.one(feedbackId);
  }

  /** Threads of every tenant or one, newest first, with whose they are (operator surface). */
  async listAll(filter: { tenantId?: string; status?: FeedbackStatus; limit: number }): Promise<OperatorFeedbackList> {
    let q = this.db
      .selectFrom('user_feedback as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('f')
      .select('u.email as shopper_email')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(filter.limit);
    if (filter.tenantId) q = q.where('f.tenant_id', '=', filter.tenantId);
    if (filter.status) q = q.where('f.status', '=', filter.status);
    const rows = await q.execute();
    const threads = await this.withReplies(rows);
    return {
      items: threads.map((thread, i) => ({
        ...thread,
        tenantId: rows[i]?.tenant_id ?? '',
        shopperEmail: rows[i]?.shopper_email ?? '',
      })),
    };
  }

  /** The shopper the thread belongs to (for notifying them of a reply). */
  async ownerOf(feedbackId: string): Promise<FeedbackOwner | undefined> {
    const row = await this.db
      .selectFrom('user_feedback')
      .select(['tenant_id', 'user_id'])
      .where('id', '=', feedbackId)
      .executeTakeFirst();
    return row ? { tenantId: row.tenant_id, userId: row.user_id } : undefined;
  }

  private async one(id: string): Promise<UserFeedback> {
    const rows = await this.db.selectFrom('user_feedback').selectAll().where('id', '=', id).execute();
    const [feedback] = await this.withReplies(rows);
    if (!feedback) throw feedbackNotFound();
    return feedback;
  }

  private async withReplies(
    rows: {
      id: string;
      type: FeedbackType;
      content: string;
      order_no: string | null;
      images: string[];
      status: UserFeedback['status'];
      created_at: Date;
    }[],
  ): Promise<UserFeedback[]> {
    if (rows.length === 0) return [];
    const replies = await this.db
      .selectFrom('user_feedback_replies')
      .selectAll()
      .where(
        'feedback_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      content: r.content,
      orderNo: r.order_no,
      images: r.images,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      replies: replies
        .filter((x) => x.feedback_id === r.id)
        .map((x) => ({
          id: x.id,
          authorName: x.author_name,
          content: x.content,
          createdAt: x.created_at.toISOString(),
        })),
    }));
  }

  private async ownsOrder(owner: FeedbackOwner, orderNo: string): Promise<boolean> {
    const [purchase, transit] = await Promise.all([
      this.db
        .selectFrom('purchase_orders')
        .select('id')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('order_no', '=', orderNo)
        .executeTakeFirst(),
      this.db
        .selectFrom('transit_orders')
        .select('id')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('order_no', '=', orderNo)
        .executeTakeFirst(),
    ]);
    return Boolean(purchase ?? transit);
  }

  private async isTenantUpload(owner: FeedbackOwner, key: string): Promise<boolean> {
    if (!isValidKey(key) || !key.startsWith(`${owner.tenantId}/`)) return false;
    // A private upload (a deposit receipt) is only ever its owner's to attach.
    const record = await this.db
      .selectFrom('uploaded_files')
      .select(['tenant_id', 'owner_user_id'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (
      record &&
      (record.tenant_id !== owner.tenantId || (record.owner_user_id !== null && record.owner_user_id !== owner.userId))
    )
      return false;
    const file = await this.storage.get(key);
    if (!file) return false;
    file.body.destroy();
    return true;
  }
}
