// No secret has a default: each comes from the environment, else is generated at random on the first start and
// kept in $DATA_DIR/secrets.json (owner-only), then reused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, testConfig } from '../../backend/src/config';

let dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', ...env } as NodeJS.ProcessEnv);

describe('secrets', () => {
  it('generates random secrets on the first start, owner-only, and reuses them', () => {
    const dataDir = tempDir();
    const first = load({ DATA_DIR: dataDir });
    expect(first.operatorToken).toMatch(/^[\w-]{40,}$/);
    expect(first.uploadSecret).toMatch(/^[\w-]{40,}$/);
    expect(first.operatorToken).not.toBe(first.uploadSecret);
    expect(first.secretsFile).toBe(path.join(dataDir, 'secrets.json'));
    expect(first.generatedSecrets).toEqual(['OPERATOR_TOKEN', 'UPLOAD_SECRET']);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    const again = load({ DATA_DIR: dataDir });
    expect([again.operatorToken, again.uploadSecret]).toEqual([first.operatorToken, first.uploadSecret]);
    expect(again.generatedSecrets).toEqual([]);

    const elsewhere = load({ DATA_DIR: tempDir() });
    expect(elsewhere.operatorToken).not.toBe(first.operatorToken);
  });

  it('never falls back to a well-known value, in development or production', () => {
    for (const NODE_ENV of ['development', 'production']) {
      const config = loadConfig({ NODE_ENV, DATA_DIR: tempDir() } as NodeJS.ProcessEnv);
      expect(config.operatorToken).not.toMatch(/^dev-|operator-token/);
      expect(config.uploadSecret).not.toMatch(/^dev-|upload-secret/);
    }
  });

  it('takes the environment first and stores only what is missing', () => {
    const dataDir = tempDir();
    const config = load({ DATA_DIR: dataDir, OPERATOR_TOKEN: 'from-the-environment-0123456789' });
    expect(config.operatorToken).toBe('from-the-environment-0123456789');
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(stored)).toEqual(['UPLOAD_SECRET']);
    expect(stored.UPLOAD_SECRET).toBe(config.uploadSecret);

    const none = tempDir();
    const fromEnv = load({ DATA_DIR: none, OPERATOR_TOKEN: 'a'.repeat(32), UPLOAD_SECRET: 'b'.repeat(32) });
    expect(fromEnv.secretsFile).toBeNull();
    expect(fs.existsSync(none)).toBe(false);
  });

  it('works with DATABASE_URL and no DATA_DIR (./data by default)', () => {
    const cwd = process.cwd();
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    process.chdir(dir);
    try {
      const config = load({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(config.secretsFile).toBe(path.join(fs.realpathSync(dir), 'data', 'secrets.json'));
      expect(fs.existsSync(config.secretsFile!)).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('gives tests random secrets without writing a file', () => {
    const a = testConfig();
    const b = testConfig();
    expect(a.operatorToken).not.toBe(b.operatorToken);
    expect(a.uploadSecret).not.toBe(b.uploadSecret);
    expect(a.secretsFile).toBeNull();
  });
});
