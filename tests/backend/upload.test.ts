import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadToken } from '../../contract';
import {
  createUploadToken,
  decodePolicy,
  signPolicy,
  type UploadPolicy,
} from '../../backend/src/modules/upload/policy';
import { uploadSigner } from '../../backend/src/modules/upload/routes';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let uploadDir: string;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-test-'));
  t = await createTestApp({ seed: true, config: { uploadDir, uploadSecret: 'test-upload-secret' } });
  jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#3030c0' } })
    .png()
    .toBuffer();
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function token(ext = 'jpg', tenant = 'globalbuy'): Promise<UploadToken> {
  const res = await t.request({ method: 'GET', url: `/front/upload-token?ext=${ext}&catalog=PRODUCT_SEARCH`, tenant });
  expect(res.statusCode).toBe(200);
  return res.json() as UploadToken;
}

/** The multipart body the storefront builds (services/upload.ts), with optional overrides. */
function form(
  tok: UploadToken,
  file: { bytes: Buffer; type: string; name?: string } | null,
  overrides: Record<string, string> = {},
  extraFile = false,
) {
  const fields: Record<string, string> = {
    key: tok.key,
    name: file?.name ?? 'photo.jpg',
    policy: tok.policy,
    OSSAccessKeyId: tok.accessKeyId,
    success_action_status: '200',
    signature: tok.signature,
    ...overrides,
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'photo.jpg');
  if (extraFile && file) fd.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'second.jpg');
  return fd;
}

async function post(fd: FormData) {
  // Serialise exactly as a browser would (boundary and all), then inject.
  const req = new Request('http://x/oss', { method: 'POST', body: fd });
  const body = Buffer.from(await req.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/oss',
    headers: { 'content-type': req.headers.get('content-type') as string },
    payload: body,
  });
}

/** A policy re-signed with the real secret: what an attacker cannot do, used to reach checks behind the signature. */
function resign(tok: UploadToken, change: (p: UploadPolicy) => UploadPolicy): { policy: string; signature: string } {
  const policy = Buffer.from(JSON.stringify(change(decodePolicy(tok.policy)!))).toString('base64');
  return { policy, signature: signPolicy(policy, 'test-upload-secret') };
}

describe('GET /front/upload-token', () => {
  it('issues a tenant-scoped, 10-minute, signed policy', async () => {
    const tok = await token('jpg');
    expect(tok.key).toMatch(/^globalbuy\/product-search\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(tok.bucketHost).toBe('/api/oss');
    expect(tok.cdnUrl).toBe(`/api/files/${tok.key}`);
    expect(tok.signature).toBe(signPolicy(tok.policy, 'test-upload-secret'));
    const policy = decodePolicy(tok.policy)!;
    const ttl = Date.parse(policy.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(policy.conditions).toEqual([
      { bucket: 'storefront-uploads' },
      ['eq', '$key', tok.key],
      ['content-length-range', 1, 10485760],
      ['in', '$content-type', ['image/jpeg', 'image/png']],
    ]);
    expect((await token('png', 'souq')).key).toMatch(/^souq\/product-search\/.+\.png$/);
  });

  it('needs no login but a known tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/front/upload-token?ext=jpg&catalog=PRODUCT_SEARCH',
      headers: { 'x-tenant-domain': 'nowhere.test' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TENANT_NOT_FOUND');
  });

  it.each([
    ['ext=gif&catalog=PRODUCT_SEARCH', { ext: 'INVALID_EXTENSION' }],
    ['catalog=PRODUCT_SEARCH', { ext: 'REQUIRED' }],
    ['ext=jpg&catalog=AVATAR', { catalog: 'INVALID_CATALOG' }],
  ])('refuses %s with the field named', async (query, fields) => {
    const res = await t.request({ method: 'GET', url: `/front/upload-token?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });
});

describe('POST /oss', () => {
  it('stores a valid upload and serves it at the cdnUrl', async () => {
    const tok = await token('jpg');
    const res = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: tok.key, cdnUrl: tok.cdnUrl });
    expect(fs.readFileSync(path.join(uploadDir, ...tok.key.split('/')))).toEqual(jpeg);

    const served = await t.app.inject({ method: 'GET', url: tok.cdnUrl.replace(/^\/api/, '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(jpeg);
  });

  it('answers 204 without success_action_status, like OSS', async () => {
    const tok = await token('png');
    const res = await post(form(tok, { bytes: png, type: 'image/png', name: 'a.png' }, { success_action_status: '' }));
    expect(res.statusCode).toBe(204);
  });

  it('refuses a changed policy (signature mismatch)', async () => {
    const tok = await token('jpg');
    const tampered = Buffer.from(
      JSON.stringify({ ...decodePolicy(tok.policy)!, expiration: '2099-01-01T00:00:00.000Z' }),
    ).toString('base64');
    const res = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, { policy: tampered }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_SIGNATURE_MISMATCH', detail: expect.any(String) });
  });

  it('refuses a forged signature and an unknown access key', async () => {
    const tok = await token('jpg');
    const forged = await post(
      form(tok, { bytes: jpeg, type: 'image/jpeg' }, { signature: signPolicy(tok.policy, 'guessed-secret') }),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('UPLOAD_SIGNATURE_MISMATCH');
    const key = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, { OSSAccessKeyId: 'someone-else' }));
    expect(key.statusCode).toBe(403);
    expect(key.json().code).toBe('UPLOAD_INVALID_ACCESS_KEY');
  });

  it('refuses any key but the signed one (another tenant, another folder, another name)', async () => {
    const tok = await token('jpg');
    const sibling = `${tok.key.slice(0, tok.key.lastIndexOf('/') + 1)}chosen-by-me.jpg`;
    for (const key of [
      tok.key.replace(/^globalbuy\//, 'souq/'),
      'catalogue/taobao-1.jpg',
      `${tok.key.split('/').slice(0, 3).join('/')}-x/evil.jpg`,
      sibling,
    ]) {
      const res = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, { key }));
      expect([key, res.statusCode]).toEqual([key, 403]);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_POLICY_VIOLATION', detail: expect.stringContaining('key') });
    }
    expect(fs.existsSync(path.join(uploadDir, 'catalogue', 'taobao-1.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, ...sibling.split('/')))).toBe(false);
  });

  it('refuses an expired policy', async () => {
    const tok = await token('jpg');
    const expired = resign(tok, (p) => ({ ...p, expiration: new Date(Date.now() - 1000).toISOString() }));
    const res = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, expired));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_POLICY_EXPIRED', detail: expect.stringContaining('expired') });
    // A token made 11 minutes ago by the real signer is just as dead.
    const old = createUploadToken(
      { tenantId: 'globalbuy', ext: 'jpg', catalog: 'PRODUCT_SEARCH', now: new Date(Date.now() - 11 * 60_000) },
      uploadSigner(t.config),
    );
    const late = await post(form(old, { bytes: jpeg, type: 'image/jpeg' }));
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('UPLOAD_POLICY_EXPIRED');
  });

  it('refuses an oversized file without storing it', async () => {
    const tok = await token('jpg');
    const big = Buffer.concat([jpeg, Buffer.alloc(10_485_760 - jpeg.length + 1, 0)]);
    const res = await post(form(tok, { bytes: big, type: 'image/jpeg' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', detail: expect.stringContaining('10485760') });
    expect(fs.existsSync(path.join(uploadDir, ...tok.key.split('/')))).toBe(false);
  });

  it('applies a tighter signed size range', async () => {
    const tok = await token('jpg');
    const small = resign(tok, (p) => ({
      ...p,
      conditions: p.conditions.map((c) =>
        Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 100] : c,
      ) as UploadPolicy['conditions'],
    }));
    const res = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, small));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses a file that is not a jpeg or png even with a jpeg name and type', async () => {
    const tok = await token('jpg');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [gif, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]) {
      const res = await post(form(tok, { bytes, type: 'image/jpeg', name: 'photo.jpg' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED', detail: expect.any(String) });
    }
    // A declared type outside the policy.
    const declared = await post(form(tok, { bytes: jpeg, type: 'image/gif', name: 'photo.jpg' }));
    expect(declared.statusCode).toBe(400);
    expect(declared.json().code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    // A real png posted to a .jpg key.
    const mismatch = await post(form(tok, { bytes: png, type: 'image/jpeg', name: 'photo.jpg' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('UPLOAD_TYPE_MISMATCH');
    // Magic bytes of a jpeg followed by garbage.
    const corrupt = await post(
      form(tok, {
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
        type: 'image/jpeg',
      }),
    );
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().code).toBe('UPLOAD_CORRUPT_IMAGE');
    expect(fs.existsSync(path.join(uploadDir, ...tok.key.split('/')))).toBe(false);
  });

  it('takes one file only, and needs one', async () => {
    const tok = await token('jpg');
    const two = await post(form(tok, { bytes: jpeg, type: 'image/jpeg' }, {}, true));
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('UPLOAD_TOO_MANY_FILES');
    const none = await post(form(tok, null));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'UPLOAD_FILE_MISSING', fields: { file: 'REQUIRED' } });
    expect(fs.existsSync(path.join(uploadDir, ...tok.key.split('/')))).toBe(false);
  });

  it('names missing fields and refuses a non-multipart body', async () => {
    const tok = await token('jpg');
    const fd = new FormData();
    fd.append('key', tok.key);
    fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const res = await post(fd);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_FIELD_MISSING',
      fields: { policy: 'REQUIRED', OSSAccessKeyId: 'REQUIRED', signature: 'REQUIRED' },
    });
    const json = await t.app.inject({ method: 'POST', url: '/oss', payload: { key: tok.key } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('UPLOAD_INVALID_FORM');
  });
});
