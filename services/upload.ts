// Browser uploads through a signed POST policy: the API issues a short-lived
// token for one key, then the file goes straight to the bucket (`bucketHost`: the reference API's `/api/oss`, or
// an OSS/S3 bucket) and is served at `cdnUrl`. The bucket is not our API: it gets no tenant, language or bearer
// headers (they would leak the token to a third party and fail CORS), so it is posted with a bare client.
import type { UploadCatalog, UploadToken } from '@/contract';
import { lazyHttp, REQUEST_TIMEOUT_MS, type Http } from './http';
import { call, mapResult, type Result } from './result';

export type UploadExt = 'jpg' | 'png';

/** File extension the token is issued for, from the image type (jpeg or png only). */
export function uploadExtFor(type: string): UploadExt | null {
  if (type === 'image/jpeg') return 'jpg';
  if (type === 'image/png') return 'png';
  return null;
}

export function getUploadToken(http: Http, ext: UploadExt, catalog: UploadCatalog): Promise<Result<UploadToken>> {
  return call<UploadToken>(http.get('/front/upload-token', { params: { ext, catalog } }));
}

/**
 * The multipart body of an OSS-style POST upload. Order matters: the bucket reads the policy fields before the
 * file, and ignores anything after it, so `file` goes last.
 */
export function buildUploadForm(token: UploadToken, file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('key', token.key);
  form.append('name', name);
  form.append('policy', token.policy);
  form.append('OSSAccessKeyId', token.accessKeyId);
  form.append('success_action_status', '200');
  form.append('signature', token.signature);
  form.append('file', file, name);
  return form;
}

let bucketClient: Http | null = null;
function defaultBucketClient(): Http {
  bucketClient ??= lazyHttp((axios) => axios.create({ timeout: REQUEST_TIMEOUT_MS }));
  return bucketClient;
}

export async function postToBucket(
  token: UploadToken,
  file: Blob,
  name: string,
  bucket: Http = defaultBucketClient(),
): Promise<Result<void>> {
  const result = await call<unknown>(bucket.post(token.bucketHost, buildUploadForm(token, file, name)));
  return mapResult(result, () => undefined);
}

export interface UploadInput {
  file: Blob;
  /** The original file name (sent as `name` and as the file part's name). */
  name: string;
  ext: UploadExt;
  catalog: UploadCatalog;
}

/** Token, then bucket POST; the address where the file is served. */
export async function uploadFile(http: Http, input: UploadInput, bucket?: Http): Promise<Result<{ cdnUrl: string }>> {
  const token = await getUploadToken(http, input.ext, input.catalog);
  if (!token.ok) return token;
  const posted = await postToBucket(token.data, input.file, input.name, bucket);
  if (!posted.ok) return posted;
  return { ok: true, data: { cdnUrl: token.data.cdnUrl } };
}
