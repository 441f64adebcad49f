// Secrets of the reference API (operator token, upload signing key). None has a default: each comes from the
// environment, else from `$DATA_DIR/secrets.json`, where a random value is generated and kept on the first start
// (directory 0700, file 0600, so only the account running the API reads them). Restarts reuse the stored values,
// so signed upload tokens and the operator's token survive them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_NAMES = ['OPERATOR_TOKEN', 'UPLOAD_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export interface ResolvedSecrets {
  values: Record<SecretName, string>;
  /** Where the stored ones live (null when every secret came from the environment). */
  file: string | null;
  /** Names read from or written to the file on this start (never the values). */
  stored: SecretName[];
  generated: SecretName[];
}

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** 32 random bytes, URL-safe: fits a header and a form field alike. */
export const randomSecret = () => crypto.randomBytes(32).toString('base64url');

function readStored(file: string): Partial<Record<SecretName, string>> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a JSON object`);
  const out: Partial<Record<SecretName, string>> = {};
  for (const name of SECRET_NAMES) {
    const v = (parsed as Record<string, unknown>)[name];
    if (typeof v === 'string' && v.length >= 16) out[name] = v;
  }
  return out;
}

function writeStored(file: string, values: Partial<Record<SecretName, string>>): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** `env` wins; otherwise the stored value; otherwise a new random one, stored. */
export function resolveSecrets(env: Readonly<Record<string, string | undefined>>, dataDir: string): ResolvedSecrets {
  const fromEnv = (name: SecretName) => {
    const v = env[name];
    return v !== undefined && v.trim() !== '' ? v.trim() : null;
  };
  const missing = SECRET_NAMES.filter((name) => !fromEnv(name));
  if (missing.length === 0) {
    return {
      values: Object.fromEntries(SECRET_NAMES.map((n) => [n, fromEnv(n)])) as Record<SecretName, string>,
      file: null,
      stored: [],
      generated: [],
    };
  }
  const file = secretsFile(dataDir);
  const stored = readStored(file);
  const generated = missing.filter((name) => !stored[name]);
  if (generated.length > 0) {
    for (const name of generated) stored[name] = randomSecret();
    writeStored(file, stored);
  } else {
    fs.chmodSync(file, 0o600);
  }
  const values = Object.fromEntries(SECRET_NAMES.map((n) => [n, fromEnv(n) ?? stored[n]])) as Record<
    SecretName,
    string
  >;
  return { values, file, stored: missing, generated };
}
