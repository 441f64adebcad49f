import crypto from 'node:crypto';
import type { UploadCatalog, UploadToken } from '../../../../contract';
import { PRIVATE_UPLOAD_FOLDERS } from '../storage/keys';

/*
 * OSS-style browser upload policies (the "PostObject" form of Alibaba OSS, which S3's POST policy mirrors):
 * the API signs a base64 JSON policy that pins the exact key (a random name the server chose under the tenant's
 * folder), size range, content types and a 10-minute expiry; the browser posts the file with the policy and
 * signature to `bucketHost`; the bucket (our POST /oss, or a real OSS bucket holding the same secret) checks
 * them before storing anything. Our bucket also takes each policy only once and never replaces a stored file.
 *
 *   policy    = base64(JSON { expiration, conditions })
 *   signature = base64(HMAC-SHA1(policy, UPLOAD_SECRET))
 *
 * Pure functions: no I/O, the clock is a parameter.
 */

export const UPLOAD_EXTS = ['jpg', 'jpeg', 'png'] as const;
export type UploadExt = (typeof UPLOAD_EXTS)[number];
export const UPLOAD_CATALOGS: readonly UploadCatalog[] = ['PRODUCT_SEARCH'];
export const ALLOWED_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Spec 5: an image-search file is at most 10485760 bytes. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const POLICY_TTL_MS = 10 * 60 * 1000;

/** Folder per catalog under the tenant's folder. */
const CATALOG_FOLDERS: Record<UploadCatalog, string> = { PRODUCT_SEARCH: 'product-search' };

export type PolicyCondition =
  | Record<string, string>
  | ['eq', string, string]
  | ['starts-with', string, string]
  | ['content-length-range', number, number]
  | ['in', string, string[]];

export interface UploadPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

export interface UploadSigner {
  secret: string;
  accessKeyId: string;
  bucket: string;
  bucketHost: string;
  /** Public base of stored files: cdnUrl = `${cdnBaseUrl}/${key}`. */
  cdnBaseUrl: string;
}

export function signPolicy(policyBase64: string, secret: string): string {
  return crypto.createHmac('sha1', secret).update(policyBase64, 'utf8').digest('base64');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function signatureMatches(presented: string, policyBase64: string, secret: string): boolean {
  const expected = Buffer.from(signPolicy(policyBase64, secret), 'utf8');
  const given = Buffer.from(presented, 'utf8');
  // timingSafeEqual needs equal lengths; compare against itself to keep the timing flat, then fail.
  if (given.length !== expected.length) return !crypto.timingSafeEqual(expected, expected);
  return crypto.timingSafeEqual(given, expected);
}

export function keyPrefix(tenantId: string, catalog: UploadCatalog, now: Date): string {
  return `${tenantId}/${CATALOG_FOLDERS[catalog]}/${now.toISOString().slice(0, 10)}/`;
}

export function createUploadToken(
  input: { tenantId: string; ext: UploadExt; catalog: UploadCatalog; now: Date },
  signer: UploadSigner,
): UploadToken {
  const key = `${keyPrefix(input.tenantId, input.catalog, input.now)}${crypto.randomUUID()}.${input.ext}`;
  return tokenForKey(key, signer, input.now, `${signer.cdnBaseUrl.replace(/\/+$/, '')}/${key}`);
}

/**
 * A policy for exactly one key (chosen by the server, never by the client) and its token. `cdnUrl` is where the
 * file will be read: the public files address, or an authenticated route for private folders.
 */
export function tokenForKey(key: string, signer: UploadSigner, now: Date, cdnUrl: string): UploadToken {
  const policy: UploadPolicy = {
    expiration: new Date(now.getTime() + POLICY_TTL_MS).toISOString(),
    conditions: [
      { bucket: signer.bucket },
      ['eq', '$key', key],
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
    cdnUrl,
  };
}

/** Folders under a tenant that uploads may write: public image-search photos, private receipts (per owner). */
export const PUBLIC_UPLOAD_FOLDERS = ['product-search'] as const;

export interface UploadTarget {
  tenantId: string;
  folder: string;
  /** The owner of a private file (`<tenant>/receipts/<user>/...`), null for public ones. */
  ownerUserId: string | null;
}

/**
 * Where a key would write, or null when no upload may write there (the catalogue, unknown folders, keys without
 * a tenant segment). The tenant segment is checked against the database when the upload is recorded.
 */
export function uploadTarget(key: string): UploadTarget | null {
  const [tenantId, folder, third, ...rest] = key.split('/');
  if (!tenantId || !folder || !third || tenantId === 'catalogue') return null;
  if ((PUBLIC_UPLOAD_FOLDERS as readonly string[]).includes(folder)) return { tenantId, folder, ownerUserId: null };
  if ((PRIVATE_UPLOAD_FOLDERS as readonly string[]).includes(folder) && rest.length === 1)
    return { tenantId, folder, ownerUserId: third };
  return null;
}

/** Identity of a policy for "works once": the signed policy itself. */
export const policyHash = (policyBase64: string) => crypto.createHash('sha256').update(policyBase64).digest('hex');

/** Decoded policy, or null when it is not base64 JSON of the expected shape. */
export function decodePolicy(policyBase64: string): UploadPolicy | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(policyBase64)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { expiration, conditions } = parsed as Record<string, unknown>;
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration)) || !Array.isArray(conditions)) return null;
  return { expiration, conditions: conditions as PolicyCondition[] };
}

/** Which rule an upload broke, so the caller can say so precisely. */
export type PolicyViolation =
  | { kind: 'expired' }
  | { kind: 'field'; field: string; rule: string }
  | { kind: 'size'; min: number; max: number }
  | { kind: 'content-type'; allowed: string[] }
  | { kind: 'unknown-condition'; condition: string };

/** The limits an upload must respect while its file is read (size is only known at the end). */
export interface PolicyLimits {
  minBytes: number;
  maxBytes: number;
  contentTypes: string[] | null;
}

/**
 * Checks the policy's expiry and its field conditions against the form fields (lower-cased names, as OSS
 * matches them). Size and content type are returned as limits for the file check. Unknown condition kinds are
 * refused: we only ever sign the ones above, so anything else means the policy did not come from us.
 */
export function evaluatePolicy(
  policy: UploadPolicy,
  fields: Record<string, string>,
  context: { bucket: string; now: Date },
): { ok: true; limits: PolicyLimits } | { ok: false; violation: PolicyViolation } {
  if (Date.parse(policy.expiration) <= context.now.getTime()) return { ok: false, violation: { kind: 'expired' } };
  const values: Record<string, string> = { ...fields, bucket: context.bucket };
  const limits: PolicyLimits = { minBytes: 0, maxBytes: MAX_UPLOAD_BYTES, contentTypes: null };
  const field = (name: unknown) => (typeof name === 'string' ? name.replace(/^\$/, '').toLowerCase() : '');
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      if (!condition || typeof condition !== 'object') return unknown(condition);
      for (const [name, expected] of Object.entries(condition)) {
        if (values[field(name)] !== expected)
          return { ok: false, violation: { kind: 'field', field: field(name), rule: 'eq' } };
      }
      continue;
    }
    const [op, a, b] = condition as unknown[];
    switch (String(op).toLowerCase()) {
      case 'eq':
        if (values[field(a)] !== b) return { ok: false, violation: { kind: 'field', field: field(a), rule: 'eq' } };
        break;
      case 'starts-with':
        if (typeof b !== 'string' || !(values[field(a)] ?? '').startsWith(b)) {
          return { ok: false, violation: { kind: 'field', field: field(a), rule: 'starts-with' } };
        }
        break;
      case 'content-length-range':
        if (typeof a !== 'number' || typeof b !== 'number') return unknown(condition);
        limits.minBytes = Math.max(limits.minBytes, a);
        limits.maxBytes = Math.min(limits.maxBytes, b);
        break;
      case 'in':
        if (!Array.isArray(b)) return unknown(condition);
        if (field(a) === 'content-type') limits.contentTypes = b.map(String);
        else if (!b.includes(values[field(a)]))
          return { ok: false, violation: { kind: 'field', field: field(a), rule: 'in' } };
        break;
      default:
        return unknown(condition);
    }
  }
  return { ok: true, limits };
}

function unknown(condition: unknown): { ok: false; violation: PolicyViolation } {
  return {
    ok: false,
    violation: { kind: 'unknown-condition', condition: JSON.stringify(condition)?.slice(0, 100) ?? '' },
  };
}
