// Runtime configuration of the reference API, read once from the environment (see README's env table).
import path from 'node:path';
import { randomSecret, resolveSecrets } from './secrets';

export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** The operator API's own port and address (loopback unless OPERATOR_HOST says otherwise). */
  operatorPort: number;
  operatorHost: string;
  /** Root for local state: the PGlite data dir is `$DATA_DIR/db`, uploads `$DATA_DIR/uploads`. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | null;
  /** X-Operator-Token of the operator API: OPERATOR_TOKEN, else generated and kept in `$DATA_DIR/secrets.json`. */
  operatorToken: string;
  /** SMTP transport for real mail; without it mail lands in the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  /** Folder of committed static files served at /assets/*. */
  assetsDir: string;
  uploadDir: string;
  cdnBaseUrl: string;
  uploadBucketHost: string;
  /** HMAC key of upload policies: UPLOAD_SECRET, else generated and kept in `$DATA_DIR/secrets.json`. */
  uploadSecret: string;
  /** Total bytes of shoppers' uploads one tenant may keep (UPLOAD_TENANT_QUOTA_MB, default 2048 MB). */
  uploadTenantQuotaBytes: number;
  /** Where secrets not given in the environment are kept, and which (names only, for the start-up log). */
  secretsFile: string | null;
  storedSecrets: string[];
  generatedSecrets: string[];
  seedCatalogueSize: number;
  version: string;
  /** Fastify trustProxy: `true`, `false`, or a comma list of addresses/CIDRs/keywords (default 'loopback'). */
  trustProxy: boolean | string;
  /** Life of cached content and catalogue reads (READ_CACHE_TTL_MS, default 30 s; 0 = off, the default in tests). */
  readCacheTtlMs: number;
}

export class ConfigError extends Error {}

const BACKEND_ROOT = path.resolve(__dirname, '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  let secrets: ReturnType<typeof resolveSecrets>;
  try {
    secrets = resolveSecrets(env, dataDir);
  } catch (err) {
    throw new ConfigError(`cannot read or create the secrets file in ${dataDir}: ${(err as Error).message}`);
  }
  return {
    nodeEnv,
    production,
    port: int(env.PORT, 4000, 'PORT'),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    operatorPort: int(env.OPERATOR_PORT, 4001, 'OPERATOR_PORT'),
    operatorHost: nonEmpty(env.OPERATOR_HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    operatorToken: secrets.values.OPERATOR_TOKEN,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Storefront <no-reply@storefront.localhost>',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    assetsDir: path.resolve(nonEmpty(env.ASSETS_DIR) ?? path.join(BACKEND_ROOT, 'assets')),
    uploadDir: path.resolve(nonEmpty(env.UPLOAD_DIR) ?? path.join(dataDir, 'uploads')),
    cdnBaseUrl: nonEmpty(env.CDN_BASE_URL) ?? '/api/files',
    uploadBucketHost: nonEmpty(env.UPLOAD_BUCKET_HOST) ?? '/api/oss',
    uploadSecret: secrets.values.UPLOAD_SECRET,
    uploadTenantQuotaBytes: int(env.UPLOAD_TENANT_QUOTA_MB, 2048, 'UPLOAD_TENANT_QUOTA_MB') * 1024 * 1024,
    secretsFile: secrets.file,
    storedSecrets: secrets.stored,
    generatedSecrets: secrets.generated,
    seedCatalogueSize: int(env.SEED_CATALOGUE_SIZE, 2100, 'SEED_CATALOGUE_SIZE'),
    version: nonEmpty(env.APP_VERSION) ?? readPackageVersion(),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    readCacheTtlMs: int(env.READ_CACHE_TTL_MS, nodeEnv === 'test' ? 0 : 30_000, 'READ_CACHE_TTL_MS'),
  };
}

function parseTrustProxy(value: string | null): boolean | string {
  if (value === null) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function readPackageVersion(): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(BACKEND_ROOT, '..', 'package.json')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** Config for tests: fresh defaults, random secrets (no file written), no env leakage, overridable per test. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused-test-data', OPERATOR_TOKEN: randomSecret(), UPLOAD_SECRET: randomSecret() };
  return { ...loadConfig(env as NodeJS.ProcessEnv), ...overrides };
}
