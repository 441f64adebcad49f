import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { joinUrl } from './local';
import { assertValidKey, isValidKey } from './keys';
import { sha256Hex, signRequest, EMPTY_SHA256, type SigV4Credentials } from './sigv4';
import { ObjectExistsError, type FileStorage, type StoredFile } from './types';

/*
 * An S3-compatible bucket over node's fetch, signed with SigV4 (sigv4.ts). Path-style addressing
 * (`<endpoint>/<bucket>/<key>`) by default because every S3-compatible server accepts it; virtual-hosted style
 * (`<bucket>.<endpoint host>/<key>`) with S3_FORCE_PATH_STYLE=false.
 */

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  cdnBaseUrl: string;
  /** Injected in tests; defaults to global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: S3Options) {
    this.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
    this.fetch = options.fetch ?? fetch;
  }

  objectUrl(key: string): URL {
    assertValidKey(key);
    const endpoint = new URL(this.options.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (this.options.pathStyle) return new URL(`${endpoint.origin}${base}/${this.options.bucket}/${key}`);
    return new URL(`${endpoint.protocol}//${this.options.bucket}.${endpoint.host}${base}/${key}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.putObject(key, body, contentType, {});
  }

  async create(key: string, body: Buffer, contentType: string): Promise<void> {
    // If-None-Match: * makes the bucket refuse (412) when the key exists; a look first covers stores that ignore it.
    const existing = await this.get(key);
    if (existing) {
      existing.body.destroy();
      throw new ObjectExistsError(key);
    }
    await this.putObject(key, body, contentType, { 'if-none-match': '*' });
  }

  private async putObject(
    key: string,
    body: Buffer,
    contentType: string,
    extra: Record<string, string>,
  ): Promise<void> {
    const url = this.objectUrl(key);
    const signed = signRequest(
      {
        method: 'PUT',
        url,
        headers: { 'content-type': contentType, 'content-length': String(body.length), ...extra },
        payloadHash: sha256Hex(body),
      },
      this.credentials,
    );
    const response = await this.fetch(url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    if (response.status === 412 && extra['if-none-match']) {
      await response.body?.cancel();
      throw new ObjectExistsError(key);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new S3Error(`S3 PutObject ${key} failed: ${response.status} ${text.slice(0, 300)}`, response.status);
    }
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const url = this.objectUrl(key);
    const signed = signRequest({ method: 'GET', url, payloadHash: EMPTY_SHA256 }, this.credentials);
    const response = await this.fetch(url, {
      method: 'GET',
      headers: signed.headers,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    if (response.status === 404 || response.status === 403) {
      // 403: S3 answers "AccessDenied" for a missing key when the credentials may not list the bucket.
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new S3Error(`S3 GetObject ${key} failed: ${response.status} ${text.slice(0, 300)}`, response.status);
    }
    const length = response.headers.get('content-length');
    const modified = response.headers.get('last-modified');
    return {
      body: Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: length !== null && /^\d+$/.test(length) ? Number(length) : null,
      etag: response.headers.get('etag'),
      lastModified: modified ? new Date(modified) : null,
    };
  }

  publicUrl(key: string): string {
    return joinUrl(this.options.cdnBaseUrl, key);
  }
}
