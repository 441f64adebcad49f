// Upload tokens cannot be turned into a way to replace or flood stored files: one exact key, one use, no
// overwrite, never the catalogue or another tenant's folder, a rate per visitor, a quota per tenant, and
// private receipts never at the public address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadToken } from '../../contract';
import { createStorage, ObjectExistsError } from '../../backend/src/modules/storage';
import { LocalFileStorage } from '../../backend/src/modules/storage/local';
import { S3FileStorage } from '../../backend/src/modules/storage/s3';
import { decodePolicy, signPolicy, tokenForKey, type UploadPolicy } from '../../backend/src/modules/upload/policy';
import { ANONYMOUS_UPLOAD_TOKENS, uploadSigner } from '../../backend/src/modules/upload/routes';
import { ipSequence } from './helpers/clientIps';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let uploadDir: string;
let jpeg: Buffer;
let other: Buffer;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-trust-'));
  t = await createTestApp({ seed: true, config: { uploadDir } });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208020' } })
    .jpeg()
    .toBuffer();
  other = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#802020' } })
    .jpeg()
    .toBuffer();
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const freshIp = ipSequence('10.44');

async function token(tenant = 'globalbuy', remoteAddress = freshIp(), authToken?: string) {
  return t.request({
    method: 'GET',
    url: '/front/upload-token?ext=jpg&catalog=PRODUCT_SEARCH',
    tenant,
    remoteAddress,
    ...(authToken ? { token: authToken } : {}),
  });
}

async function post(tok: Pick<UploadToken, 'key' | 'policy' | 'signature' | 'accessKeyId'>, bytes: Buffer) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    key: tok.key,
    name: 'p.jpg',
    policy: tok.policy,
    OSSAccessKeyId: tok.accessKeyId,
    success_action_status: '200',
    signature: tok.signature,
  }))
    fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
  const req = new Request('http://x/oss', { method: 'POST', body: fd });
  return t.app.inject({
    method: 'POST',
    url: '/oss',
    headers: { 'content-type': req.headers.get('content-type') as string },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

/** A policy signed with the real secret for any key: what only the server can make. */
function serverSigned(key: string, conditions?: (p: UploadPolicy) => UploadPolicy) {
  const tok = tokenForKey(key, uploadSigner(t.config), new Date(), `/api/files/${key}`);
  if (!conditions) return tok;
  const policy = Buffer.from(JSON.stringify(conditions(decodePolicy(tok.policy)!))).toString('base64');
  return { ...tok, policy, signature: signPolicy(policy, t.config.uploadSecret) };
}

const stored = (key: string) => path.join(uploadDir, ...key.split('/'));

describe('an upload token', () => {
  it('names one exact server-chosen key and works once', async () => {
    const tok = (await token()).json() as UploadToken;
    expect(decodePolicy(tok.policy)!.conditions).toContainEqual(['eq', '$key', tok.key]);
    expect((await post(tok, jpeg)).statusCode).toBe(200);
    const again = await post(tok, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_TOKEN_USED' });
    expect(fs.readFileSync(stored(tok.key))).toEqual(jpeg);
  });

  it('is refused when the upload secret is a guess (no default secret exists)', async () => {
    const tok = (await token()).json() as UploadToken;
    for (const guess of ['dev-upload-secret', 'test-upload-secret', '']) {
      const forged = { ...tok, signature: signPolicy(tok.policy, guess) };
      expect((await post(forged, jpeg)).statusCode).toBe(403);
    }
  });

  it('never writes the catalogue or outside a tenant upload folder, even signed by the server', async () => {
    fs.mkdirSync(path.join(uploadDir, 'catalogue'), { recursive: true });
    fs.writeFileSync(stored('catalogue/taobao-9.jpg'), jpeg);
    const prefixPolicy = (p: UploadPolicy): UploadPolicy => ({
      ...p,
      conditions: p.conditions.map((c) =>
        Array.isArray(c) && c[0] === 'eq' ? ['starts-with', '$key', ''] : c,
      ) as UploadPolicy['conditions'],
    });
    for (const key of [
      'catalogue/taobao-9.jpg',
      'catalogue/new.jpg',
      'globalbuy/settings/logo.jpg',
      'nowhere-tenant/product-search/2026-01-01/x.jpg',
    ]) {
      const res = await post(serverSigned(key, prefixPolicy), other);
      expect([key, res.statusCode]).toEqual([key, 403]);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_POLICY_VIOLATION' });
    }
    expect(fs.readFileSync(stored('catalogue/taobao-9.jpg'))).toEqual(jpeg);
    expect(fs.existsSync(stored('catalogue/new.jpg'))).toBe(false);
  });

  it('never replaces a stored file', async () => {
    const key = 'souq/product-search/2026-01-01/existing.jpg';
    fs.mkdirSync(path.dirname(stored(key)), { recursive: true });
    fs.writeFileSync(stored(key), jpeg);
    const res = await post(serverSigned(key), other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_EXISTS' });
    expect(fs.readFileSync(stored(key))).toEqual(jpeg);
    // The refused write used no quota.
    expect(
      await t.db.selectFrom('uploaded_files').select('key').where('key', '=', key).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('needs a session or stays within a per-client rate for visitors', async () => {
    const ip = freshIp();
    for (let i = 0; i < ANONYMOUS_UPLOAD_TOKENS.limit; i += 1)
      expect((await token('globalbuy', ip)).statusCode).toBe(200);
    const over = await token('globalbuy', ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const session = await t.login('demo@globalbuy.test', 'Shopper2026!');
    expect((await token('globalbuy', ip, session)).statusCode).toBe(200);
    expect((await token('globalbuy', freshIp())).statusCode).toBe(200);
  });

  it('keeps each tenant within its storage quota', async () => {
    await t.db
      .insertInto('uploaded_files')
      .values({
        key: 'lao/product-search/2000-01-01/filler.jpg',
        tenant_id: 'lao',
        folder: 'product-search',
        owner_user_id: null,
        bytes: t.config.uploadTenantQuotaBytes - 10,
        policy_hash: 'filler',
      })
      .execute();
    const tok = (await token('lao')).json() as UploadToken;
    const res = await post(tok, jpeg);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(fs.existsSync(stored(tok.key))).toBe(false);
    // Other tenants are not affected.
    expect((await post((await token('himal')).json() as UploadToken, jpeg)).statusCode).toBe(200);
  });
});

describe('private receipts', () => {
  it('are never served at the public files address', async () => {
    const key = 'globalbuy/receipts/some-user/receipt-1.jpg';
    fs.mkdirSync(path.dirname(stored(key)), { recursive: true });
    fs.writeFileSync(stored(key), jpeg);
    const res = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('storage create()', () => {
  it('refuses to replace a local file, also when two writers race', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-local-'));
    try {
      const storage = new LocalFileStorage(dir, '/api/files');
      await storage.create('t/a/x.jpg', Buffer.from('first'), 'image/jpeg');
      await expect(storage.create('t/a/x.jpg', Buffer.from('second'), 'image/jpeg')).rejects.toBeInstanceOf(
        ObjectExistsError,
      );
      const race = await Promise.allSettled(
        [1, 2, 3].map((n) => storage.create('t/a/y.jpg', Buffer.from(`w${n}`), 'image/jpeg')),
      );
      expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(fs.readFileSync(path.join(dir, 't/a/x.jpg'), 'utf8')).toBe('first');
      expect(fs.readdirSync(path.join(dir, 't/a')).sort()).toEqual(['x.jpg', 'y.jpg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks S3 not to replace (If-None-Match: *) and refuses when the object exists', async () => {
    const objects = new Map<string, Buffer>();
    const puts: Record<string, string>[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const headers = init?.headers as Record<string, string>;
      if (init?.method === 'PUT') {
        puts.push(headers);
        if (headers['if-none-match'] === '*' && objects.has(url)) return new Response(null, { status: 412 });
        objects.set(url, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      const hit = objects.get(url);
      return hit
        ? new Response(new Uint8Array(hit), { status: 200, headers: { 'content-type': 'image/jpeg' } })
        : new Response('', { status: 404 });
    }) as typeof fetch;
    const s3 = new S3FileStorage({
      endpoint: 'http://minio.test:9000',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      cdnBaseUrl: '/api/files',
      pathStyle: true,
      fetch: fetchImpl,
    });
    await s3.create('t/a/x.jpg', Buffer.from('first'), 'image/jpeg');
    expect(puts[0]?.['if-none-match']).toBe('*');
    expect(puts[0]?.authorization).toContain('if-none-match');
    await expect(s3.create('t/a/x.jpg', Buffer.from('second'), 'image/jpeg')).rejects.toBeInstanceOf(ObjectExistsError);
    expect(objects.get('http://minio.test:9000/b/t/a/x.jpg')?.toString()).toBe('first');
  });

  it('does not shadow a file kept only in the local folder when a bucket is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-layered-'));
    try {
      fs.mkdirSync(path.join(dir, 'catalogue'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'catalogue', 'p.jpg'), 'local');
      const storage = createStorage(
        { uploadDir: dir, cdnBaseUrl: '/api/files' },
        { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' },
      );
      await expect(storage.create('catalogue/p.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
        ObjectExistsError,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
