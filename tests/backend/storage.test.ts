import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../../backend/src/modules/storage';
import { isValidKey } from '../../backend/src/modules/storage/keys';
import { LocalFileStorage } from '../../backend/src/modules/storage/local';
import { S3FileStorage } from '../../backend/src/modules/storage/s3';
import { EMPTY_SHA256, sha256Hex, signRequest } from '../../backend/src/modules/storage/sigv4';
import { createTestApp, type TestApp } from './helpers/testApp';

// AWS's documented examples (S3 API reference, "Signature Calculations for the Authorization Header").
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signer', () => {
  it('reproduces the GET Object example', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
        date: EXAMPLE_DATE,
      },
      AWS_EXAMPLE,
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reproduces the PUT Object example (a key with $ in it, extra signed headers)', () => {
    const body = 'Welcome to Amazon S3.';
    const signed = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        date: EXAMPLE_DATE,
      },
      AWS_EXAMPLE,
    );
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });
});

describe('S3FileStorage', () => {
  function fakeS3() {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const headers = init?.headers as Record<string, string>;
      calls.push({ method: init?.method ?? 'GET', url, headers });
      if (init?.method === 'PUT') {
        objects.set(url, { body: Buffer.from(init.body as Uint8Array), type: headers['content-type'] ?? '' });
        return new Response(null, { status: 200 });
      }
      const hit = objects.get(url);
      if (!hit) return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
      return new Response(new Uint8Array(hit.body), {
        status: 200,
        headers: { 'content-type': hit.type, 'content-length': String(hit.body.length), etag: '"abc"' },
      });
    }) as typeof fetch;
    return { objects, calls, fetchImpl };
  }

  const options = {
    endpoint: 'http://minio.test:9000',
    bucket: 'shop',
    region: 'us-east-1',
    accessKeyId: 'AK',
    secretAccessKey: 'SK',
    cdnBaseUrl: '/api/files',
  };

  it('puts and gets an object path-style with signed requests', async () => {
    const s3 = fakeS3();
    const storage = new S3FileStorage({ ...options, pathStyle: true, fetch: s3.fetchImpl });
    await storage.put('t1/product-search/2026-01-01/a.png', Buffer.from('png-bytes'), 'image/png');
    const put = s3.calls[0];
    expect(put?.url).toBe('http://minio.test:9000/shop/t1/product-search/2026-01-01/a.png');
    expect(put?.headers['x-amz-content-sha256']).toBe(sha256Hex('png-bytes'));
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );

    const file = await storage.get('t1/product-search/2026-01-01/a.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(9);
    const chunks: Buffer[] = [];
    for await (const c of file!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');
    expect(await storage.get('t1/missing.png')).toBeNull();
    expect(storage.publicUrl('t1/x.png')).toBe('/api/files/t1/x.png');
  });

  it('addresses virtual-hosted style when asked', () => {
    const storage = new S3FileStorage({ ...options, pathStyle: false });
    expect(storage.objectUrl('a/b.jpg').toString()).toBe('http://shop.minio.test:9000/a/b.jpg');
  });

  it('is chosen only when all four S3 variables are set', () => {
    const config = { uploadDir: os.tmpdir(), cdnBaseUrl: '/api/files' };
    expect(createStorage(config, {}).kind).toBe('local');
    expect(createStorage(config, { S3_BUCKET: 'b', S3_ENDPOINT: 'http://x', S3_ACCESS_KEY_ID: 'a' }).kind).toBe(
      'local',
    );
    expect(
      createStorage(config, {
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://x',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
      }).kind,
    ).toBe('s3');
  });
});

describe('storage keys', () => {
  it.each([
    ['catalogue/taobao-1.jpg', true],
    ['globalbuy/product-search/2026-05-01/1f0c.jpg', true],
    ['../etc/passwd', false],
    ['a/../../b.jpg', false],
    ['/abs.jpg', false],
    ['a//b.jpg', false],
    ['a\\b.jpg', false],
    ['a/%2e%2e/b.jpg', false],
    ['a/.hidden', false],
    ['', false],
  ])('%s → %s', (key, ok) => expect(isValidKey(key)).toBe(ok));
});

describe('local storage and GET /files', () => {
  let t: TestApp;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    t = await createTestApp({ seed: false, config: { uploadDir } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('stores atomically under the key and serves it with type and long cache headers', async () => {
    const storage = new LocalFileStorage(uploadDir, '/api/files');
    await storage.put('catalogue/sample.png', Buffer.from('\x89PNG\r\n\x1a\nrest', 'latin1'), 'image/png');
    expect(fs.readdirSync(path.join(uploadDir, 'catalogue'))).toEqual(['sample.png']);

    const res = await t.app.inject({ method: 'GET', url: '/files/catalogue/sample.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');

    const again = await t.app.inject({
      method: 'GET',
      url: '/files/catalogue/sample.png',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON for a missing file and for traversal attempts', async () => {
    fs.writeFileSync(path.join(uploadDir, '..', 'storage-test-secret.txt'), 'secret');
    for (const url of [
      '/files/catalogue/none.png',
      '/files/../storage-test-secret.txt',
      '/files/%2e%2e/storage-test-secret.txt',
      '/files/..%2fstorage-test-secret.txt',
      '/files/catalogue',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json().code).toMatch(/NOT_FOUND$/);
      expect(res.body).not.toContain('secret"');
    }
    fs.rmSync(path.join(uploadDir, '..', 'storage-test-secret.txt'));
  });

  it('does not follow a symlink out of the folder', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outside, 'x.png'), 'outside');
    fs.symlinkSync(outside, path.join(uploadDir, 'link'));
    const res = await t.app.inject({ method: 'GET', url: '/files/link/x.png' });
    expect(res.statusCode).toBe(404);
    fs.rmSync(outside, { recursive: true, force: true });
  });
});

describe('LocalFileStorage.put', () => {
  it("refuses a content type its key's extension would not serve", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-put-'));
    const storage = new LocalFileStorage(dir, '/api/files');
    await expect(storage.put('a/b.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
    await expect(storage.put('../b.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid storage key/);
    await storage.put('a/b.jpeg', Buffer.from('x'), 'image/jpeg');
    expect(fs.readFileSync(path.join(dir, 'a', 'b.jpeg'), 'utf8')).toBe('x');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
