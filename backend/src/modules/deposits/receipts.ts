import crypto from 'node:crypto';
import type { ReceiptExt, UploadToken } from '../../../../contract';
import type { Owner } from '../account/ledger';
import { ALLOWED_CONTENT_TYPES, MAX_UPLOAD_BYTES, POLICY_TTL_MS, signPolicy, type UploadPolicy, type UploadSigner } from '../upload/policy';

/*
 * Deposit receipts are private: uploaded with the usual signed upload policy (POST to the bucket), but under a
 * per-shopper prefix `<tenant>/receipts/<user>/`, and read back only through the authenticated receipt route
 * (the owner) or the operator API, never by a public link. The token's cdnUrl is that route.
 */

export const receiptPrefix = (owner: Owner) => `${owner.tenantId}/receipts/${owner.userId}/`;

export const receiptPath = (depositId: string) => `/front/user-account/deposits/${depositId}/receipt`;

export function isOwnReceiptKey(owner: Owner, key: string): boolean {
  return key.startsWith(receiptPrefix(owner)) && /^[A-Za-z0-9-]+\.(jpg|jpeg|png)$/.test(key.slice(receiptPrefix(owner).length));
}

export function receiptUploadToken(owner: Owner, depositId: string, ext: ReceiptExt, signer: UploadSigner, now = new Date()): UploadToken {
  const prefix = receiptPrefix(owner);
  const key = `${prefix}${crypto.randomUUID()}.${ext}`;
  const policy: UploadPolicy = {
    expiration: new Date(now.getTime() + POLICY_TTL_MS).toISOString(),
    conditions: [
      { bucket: signer.bucket },
      ['starts-with', '$key', prefix],
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['in', '$content-type', [...ALLOWED_CONTENT_TYPES]],
    ],
  };
  const policyBase64 = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    key,
    policy: policyBase64,
    accessKeyId: signer.accessKeyId,
    signature: signPolicy(policyBase64, signer.secret),
    bucketHost: signer.bucketHost,
    cdnUrl: `/api${receiptPath(depositId)}`,
  };
}
