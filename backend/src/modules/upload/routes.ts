import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';
import type { RateRule } from '../../http/rateLimit';
import { parseQuery } from '../../http/validation';
import { storageFor } from '../storage';
import { createUploadToken, MAX_UPLOAD_BYTES, UPLOAD_CATALOGS, type UploadSigner } from './policy';
import { databaseLedger } from './ledger';
import { receiveUpload } from './receive';
import { tokenQuery } from './validation';

/*
 * GET  /front/upload-token?ext=jpg|jpeg|png&catalog=PRODUCT_SEARCH  (tenant-scoped, visitors allowed)
 *      → UploadToken { key, policy, accessKeyId, signature, bucketHost, cdnUrl }: one exact key, one use.
 *      Visitors get at most ANONYMOUS_UPLOAD_TOKENS per client IP, shoppers SHOPPER_UPLOAD_TOKENS per account.
 * POST /oss  (multipart: key, name, policy, OSSAccessKeyId, success_action_status, signature, file last)
 *      the OSS-compatible bucket endpoint; the storefront reaches it as /api/oss (UPLOAD_BUCKET_HOST).
 *      Not tenant-scoped: like a real bucket it gets no tenant headers; the signed key prefix carries the tenant.
 *
 * Env: UPLOAD_SECRET (HMAC key; generated into $DATA_DIR/secrets.json when unset), UPLOAD_TENANT_QUOTA_MB,
 * UPLOAD_ACCESS_KEY_ID (default "storefront-local"),
 * UPLOAD_BUCKET (the policy's bucket condition; default S3_BUCKET or "storefront-uploads"),
 * UPLOAD_BUCKET_HOST (default /api/oss), CDN_BASE_URL (default /api/files).
 */

export function uploadSigner(config: AppConfig, env: NodeJS.ProcessEnv = process.env): UploadSigner {
  const pick = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    secret: config.uploadSecret,
    accessKeyId: pick(env.UPLOAD_ACCESS_KEY_ID) ?? 'storefront-local',
    bucket: pick(env.UPLOAD_BUCKET) ?? pick(env.S3_BUCKET) ?? 'storefront-uploads',
    bucketHost: config.uploadBucketHost,
    cdnBaseUrl: config.cdnBaseUrl,
  };
}

/** Multipart parser limits: a hard stop slightly above the largest allowed file, few small fields. */
const PARSER_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 2,
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 25,
  headerPairs: 50,
};

const MULTIPART_ERRORS: Record<string, string> = {
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'Exactly one file may be uploaded at a time',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a forbidden field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

export const ANONYMOUS_UPLOAD_TOKENS: RateRule = { name: 'upload-token-visitor', limit: 60, windowMs: 60 * 60_000 };
export const SHOPPER_UPLOAD_TOKENS: RateRule = { name: 'upload-token-shopper', limit: 200, windowMs: 60 * 60_000 };

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const signer = uploadSigner(app.config);
  const storage = storageFor(app.config);
  const ledger = databaseLedger(app.db, app.config.uploadTenantQuotaBytes);
  await app.register(multipart, { limits: PARSER_LIMITS, throwFileSizeLimit: false });

  app.get('/front/upload-token', async (request) => {
    const query = parseQuery(tokenQuery, request.query);
    const user = await request.optionalUser();
    if (user) app.rateLimits.take(SHOPPER_UPLOAD_TOKENS, `${user.tenantId}/${user.id}`);
    else app.rateLimits.take(ANONYMOUS_UPLOAD_TOKENS, request.ip);
    return createUploadToken(
      {
        tenantId: request.tenant.id,
        ext: query.ext,
        catalog: query.catalog as (typeof UPLOAD_CATALOGS)[number],
        now: new Date(),
      },
      signer,
    );
  });

  app.post('/oss', { config: { tenant: false } }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new AppError(400, 'UPLOAD_INVALID_FORM', 'The upload was refused', {
        detail: MULTIPART_ERRORS.FST_INVALID_MULTIPART_CONTENT_TYPE,
      });
    }
    let received;
    try {
      received = await receiveUpload(request.parts(), { signer, storage, ledger, now: new Date() });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!(err instanceof AppError) && code && MULTIPART_ERRORS[code]) {
        throw new AppError(
          400,
          code === 'FST_FILES_LIMIT' ? 'UPLOAD_TOO_MANY_FILES' : 'UPLOAD_INVALID_FORM',
          'The upload was refused',
          {
            detail: MULTIPART_ERRORS[code],
          },
        );
      }
      throw err;
    }
    request.log.info({ key: received.key, size: received.size, type: received.contentType }, 'upload stored');
    if (received.status === 204) return reply.status(204).send();
    return reply.status(received.status).send({ key: received.key, cdnUrl: received.cdnUrl });
  });
}
