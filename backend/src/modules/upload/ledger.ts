// The record of stored uploads (table uploaded_files): it makes a policy work once, keeps two uploads off one
// key, and holds each tenant to its storage quota (UPLOAD_TENANT_QUOTA_MB). A claim is taken before the file is
// written and released if the write fails, so a refused write never uses up quota.
import { sql } from 'kysely';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import type { UploadTarget } from './policy';

export interface UploadClaim extends UploadTarget {
  key: string;
  bytes: number;
  policyHash: string;
}

export interface UploadLedger {
  /** Records the upload or throws: 409 UPLOAD_TOKEN_USED, 413 UPLOAD_QUOTA_EXCEEDED, 403 for an unknown tenant. */
  claim(upload: UploadClaim): Promise<void>;
  release(key: string): Promise<void>;
}

export const tokenUsed = () =>
  new AppError(409, 'UPLOAD_TOKEN_USED', 'The upload was refused', {
    detail: 'This upload token was used already; request a new one',
  });

export function databaseLedger(db: Db, quotaBytes: number): UploadLedger {
  return {
    async claim(upload) {
      await db.transaction().execute(async (trx) => {
        // The tenant row is the lock that serialises quota checks of one tenant.
        const tenant = await trx
          .selectFrom('tenants')
          .select('id')
          .where('id', '=', upload.tenantId)
          .forUpdate()
          .executeTakeFirst();
        if (!tenant) {
          throw new AppError(403, 'UPLOAD_POLICY_VIOLATION', 'The upload is not authorised', {
            detail: 'The key is outside every upload folder',
          });
        }
        const inserted = await trx
          .insertInto('uploaded_files')
          .values({
            key: upload.key,
            tenant_id: upload.tenantId,
            folder: upload.folder,
            owner_user_id: upload.ownerUserId,
            bytes: upload.bytes,
            policy_hash: upload.policyHash,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!inserted) throw tokenUsed();
        const used = await trx
          .selectFrom('uploaded_files')
          .select(sql<string>`coalesce(sum(bytes), 0)`.as('total'))
          .where('tenant_id', '=', upload.tenantId)
          .executeTakeFirstOrThrow();
        if (Number(used.total) > quotaBytes) {
          throw new AppError(413, 'UPLOAD_QUOTA_EXCEEDED', 'The upload was refused', {
            detail: 'This site has used up its storage for uploads',
          });
        }
      });
    },
    async release(key) {
      await db.deleteFrom('uploaded_files').where('key', '=', key).execute();
    },
  };
}
