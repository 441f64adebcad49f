import crypto from 'node:crypto';
import type { ReceiptExt, UploadToken } from '../../../../contract';
import type { Owner } from '../account/ledger';
import { tokenForKey, type UploadSigner } from '../upload/policy';

/*
 * Deposit receipts are private: uploaded with the usual signed one-key upload policy (POST to the bucket) under the
 * private folder `<tenant>/receipts/<user>/`, which the public files address never serves; they are read back only
 * through the authenticated receipt route (the owner) or the operator API. The token's cdnUrl is that route.
 */

export const receiptPrefix = (owner: Owner) => `${owner.tenantId}/receipts/${owner.userId}/`;

export const receiptPath = (depositId: string) => `/front/user-account/deposits/${depositId}/receipt`;

export function isOwnReceiptKey(owner: Owner, key: string): boolean {
  return (
    key.startsWith(receiptPrefix(owner)) &&
    /^[A-Za-z0-9-]+\.(jpg|jpeg|png)$/.test(key.slice(receiptPrefix(owner).length))
  );
}

export function receiptUploadToken(
  owner: Owner,
  depositId: string,
  ext: ReceiptExt,
  signer: UploadSigner,
  now = new Date(),
): UploadToken {
  return tokenForKey(
    `${receiptPrefix(owner)}${crypto.randomUUID()}.${ext}`,
    signer,
    now,
    `/api${receiptPath(depositId)}`,
  );
}
