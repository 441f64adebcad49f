import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { ObjectExistsError, type FileStorage } from '../storage';
import { isValidKey } from '../storage/keys';
import type { UploadLedger } from './ledger';
import {
  decodePolicy,
  evaluatePolicy,
  policyHash,
  signatureMatches,
  uploadTarget,
  type PolicyLimits,
  type UploadSigner,
  type UploadTarget,
} from './policy';
import { sniffImageType, typeForExtension } from './sniff';

/*
 * The bucket side of an OSS PostObject upload (POST /oss): read the form fields, check access key, signature,
 * expiry and the policy's field conditions BEFORE touching the file, then read the file with the policy's size
 * limit (never more than that many bytes are kept in memory), check its real type, and store it.
 *
 * Every refusal is an AppError `{ code, message, detail }`: OSS clients (and our storefront's toast) show
 * `detail`. 403 for an upload the policy does not authorise (signature, access key, expiry, key outside the
 * signed prefix), 400 for a malformed form or a file that breaks the limits.
 */

export interface ReceiveDeps {
  signer: UploadSigner;
  storage: FileStorage;
  ledger: UploadLedger;
  now: Date;
}

export interface Received {
  key: string;
  cdnUrl: string;
  contentType: string;
  size: number;
  /** success_action_status asked for (200 or 201), else 204 as OSS does. */
  status: 200 | 201 | 204;
}

const denied = (code: string, detail: string) => new AppError(403, code, 'The upload is not authorised', { detail });
const invalid = (code: string, detail: string, fields?: Record<string, string>) =>
  new AppError(400, code, 'The upload was refused', fields ? { detail, fields } : { detail });

const REQUIRED_FIELDS = ['key', 'policy', 'ossaccesskeyid', 'signature'] as const;

/** Reads a stream to its end without keeping it (what is left of a refused file). */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  if (stream.readableEnded || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', () => resolve());
  });
}

interface Authorised {
  key: string;
  limits: PolicyLimits;
  target: UploadTarget;
  policyHash: string;
}

/** Fields → authorised key and limits; throws the precise refusal. */
export function authorise(fields: Record<string, string>, deps: Pick<ReceiveDeps, 'signer' | 'now'>): Authorised {
  const missing = REQUIRED_FIELDS.filter((f) => !fields[f]);
  if (missing.length > 0) {
    throw invalid(
      'UPLOAD_FIELD_MISSING',
      `Missing form field(s) before the file: ${missing.join(', ')}`,
      Object.fromEntries(missing.map((f) => [f === 'ossaccesskeyid' ? 'OSSAccessKeyId' : f, 'REQUIRED'])),
    );
  }
  const { key, policy, ossaccesskeyid, signature } = fields as Record<(typeof REQUIRED_FIELDS)[number], string>;
  if (ossaccesskeyid !== deps.signer.accessKeyId)
    throw denied('UPLOAD_INVALID_ACCESS_KEY', 'The OSSAccessKeyId is not known to this bucket');
  if (!signatureMatches(signature, policy, deps.signer.secret)) {
    throw denied(
      'UPLOAD_SIGNATURE_MISMATCH',
      'The request signature does not match the policy: the policy was changed or signed with another secret',
    );
  }
  const decoded = decodePolicy(policy);
  if (!decoded)
    throw invalid('UPLOAD_INVALID_POLICY', 'The policy is not base64-encoded JSON with expiration and conditions');
  const verdict = evaluatePolicy(decoded, fields, { bucket: deps.signer.bucket, now: deps.now });
  if (!verdict.ok) {
    const v = verdict.violation;
    switch (v.kind) {
      case 'expired':
        throw denied(
          'UPLOAD_POLICY_EXPIRED',
          `The policy expired at ${decoded.expiration}; request a new upload token`,
        );
      case 'field':
        throw denied(
          'UPLOAD_POLICY_VIOLATION',
          `Invalid according to policy: condition "${v.rule}" on "${v.field}" failed`,
        );
      default:
        throw invalid('UPLOAD_INVALID_POLICY', 'The policy holds a condition this bucket does not support');
    }
  }
  if (!isValidKey(key) || !typeForExtension(key)) {
    throw invalid('UPLOAD_INVALID_KEY', 'The key must be a plain path ending in .jpg, .jpeg or .png', {
      key: 'INVALID_FORMAT',
    });
  }
  // Even a policy we signed never writes the catalogue or outside a tenant's upload folders.
  const target = uploadTarget(key);
  if (!target) throw denied('UPLOAD_POLICY_VIOLATION', 'The key is outside every upload folder');
  return { key, limits: verdict.limits, target, policyHash: policyHash(policy) };
}

/** Reads at most `max` bytes; past that, keeps draining and reports the file as too large. */
async function readLimited(
  stream: Readable & { truncated?: boolean },
  max: number,
): Promise<{ buf: Buffer; tooLarge: boolean; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > max) {
      tooLarge = true;
      chunks.length = 0; // drop what we had: it will not be stored
      continue;
    }
    if (!tooLarge) chunks.push(b);
  }
  if (stream.truncated) tooLarge = true; // the parser's own hard limit cut the file
  return { buf: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge, size };
}

function statusFor(value: string | undefined): 200 | 201 | 204 {
  if (value === '200') return 200;
  if (value === '201') return 201;
  return 204;
}

export async function receiveUpload(parts: AsyncIterable<Multipart>, deps: ReceiveDeps): Promise<Received> {
  const fields: Record<string, string> = {};
  let file: { buf: Buffer; size: number; tooLarge: boolean; declared: string; filename: string } | null = null;
  let authorised: Authorised | null = null;
  let extraFile = false;
  let refusal: AppError | null = null;

  for await (const part of parts) {
    if (part.type === 'field') {
      if (file) continue; // like OSS: anything after the file is ignored
      const name = part.fieldname.toLowerCase();
      if (part.valueTruncated || typeof part.value !== 'string') {
        refusal ??= invalid('UPLOAD_INVALID_FORM', `The form field "${part.fieldname}" is too long`);
        continue;
      }
      if (name in fields) {
        refusal ??= invalid('UPLOAD_INVALID_FORM', `The form field "${part.fieldname}" appears more than once`);
        continue;
      }
      fields[name] = part.value;
      continue;
    }
    // A file part. Only the first one counts; a second one fails the whole upload.
    if (file || refusal) {
      if (file) extraFile = true;
      await drain(part.file);
      continue;
    }
    try {
      authorised = authorise(fields, deps);
    } catch (err) {
      refusal = err as AppError;
      await drain(part.file);
      continue;
    }
    const read = await readLimited(part.file, authorised.limits.maxBytes);
    file = {
      ...read,
      declared: (fields['content-type'] ?? part.mimetype ?? '').toLowerCase(),
      filename: part.filename,
    };
  }

  if (refusal) throw refusal;
  if (!file || !authorised) {
    if (!authorised) authorise(fields, deps); // a missing file after bad fields: report the fields first
    throw invalid('UPLOAD_FILE_MISSING', 'The form has no file part (it must be named "file" and come last)', {
      file: 'REQUIRED',
    });
  }
  if (extraFile)
    throw invalid('UPLOAD_TOO_MANY_FILES', 'Exactly one file may be uploaded at a time', { file: 'TOO_MANY_FILES' });

  const { key, limits, target } = authorised;
  if (file.tooLarge) {
    throw invalid('UPLOAD_TOO_LARGE', `The file is larger than ${limits.maxBytes} bytes`, { file: 'FILE_TOO_LARGE' });
  }
  if (file.size < Math.max(1, limits.minBytes)) {
    throw invalid('UPLOAD_TOO_SMALL', `The file must be at least ${Math.max(1, limits.minBytes)} bytes`, {
      file: 'FILE_TOO_SMALL',
    });
  }

  const allowed = limits.contentTypes ?? ['image/jpeg', 'image/png'];
  const sniffed = sniffImageType(file.buf.subarray(0, 16));
  const declared = file.declared.split(';')[0]?.trim() ?? '';
  if (!allowed.includes(declared)) {
    throw invalid(
      'UPLOAD_TYPE_NOT_ALLOWED',
      `Content type "${declared || 'none'}" is not allowed; use ${allowed.join(' or ')}`,
      { file: 'INVALID_TYPE' },
    );
  }
  if (!sniffed || !allowed.includes(sniffed)) {
    throw invalid(
      'UPLOAD_TYPE_NOT_ALLOWED',
      `The file content is not a ${allowed.join(' or ')} image, whatever its name or declared type`,
      { file: 'INVALID_TYPE' },
    );
  }
  if (sniffed !== declared || sniffed !== typeForExtension(key)) {
    throw invalid(
      'UPLOAD_TYPE_MISMATCH',
      `The file is ${sniffed}, but it was declared as ${declared} for the key ${key}`,
      { file: 'INVALID_TYPE' },
    );
  }
  try {
    const meta = await sharp(file.buf).metadata();
    if (!meta.width || !meta.height || (meta.format !== 'jpeg' && meta.format !== 'png'))
      throw new Error('not a jpeg or png');
  } catch {
    throw invalid('UPLOAD_CORRUPT_IMAGE', 'The file starts like an image but cannot be read as one', {
      file: 'INVALID_TYPE',
    });
  }

  await deps.ledger.claim({ ...target, key, bytes: file.size, policyHash: authorised.policyHash });
  try {
    await deps.storage.create(key, file.buf, sniffed);
  } catch (err) {
    await deps.ledger.release(key);
    if (err instanceof ObjectExistsError) {
      throw new AppError(409, 'UPLOAD_EXISTS', 'The upload was refused', {
        detail: 'A file is stored under this key already',
      });
    }
    throw err;
  }
  return {
    key,
    cdnUrl: `${deps.signer.cdnBaseUrl.replace(/\/+$/, '')}/${key}`,
    contentType: sniffed,
    size: file.size,
    status: statusFor(fields.success_action_status),
  };
}
