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
  /**
   * SIMULATED_PAYMENTS=1: online top-up through the simulated pay page of the demo (no real money moves). Off
   * unless set; `npm start` sets it for the demo data, a production start does not.
   */
  simulatedPayments: boolean;
  /** A real online payment provider (ONEPAY_CHECKOUT_URL with ONEPAY_NOTIFY_SECRET), or null. */
  onePay: HostedPaymentConfig | null;
  /**
   * Live status streams (GET /front/events): at most this many open streams per shopper (LIVE_STREAMS_PER_USER,
   * default 5) and per API process (LIVE_STREAMS_PER_PROCESS, default 500; 0 turns the streams off).
   */
  liveStreamsPerUser: number;
  liveStreamsPerProcess: number;
}

export interface HostedPaymentConfig {
  /** The provider's hosted checkout page; the shopper is sent there with the pay code, amount and currency. */
  checkoutUrl: string;
  /** Optional status endpoint, asked about a still-pending code (GET ?payCode=); answers like a notification. */
  statusUrl: string | null;
  /** HMAC-SHA256 key shared with the provider: signs checkout links, checks notifications. No default. */
  notifySecret: string;
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
    simulatedPayments: flag(env.SIMULATED_PAYMENTS, 'SIMULATED_PAYMENTS'),
    onePay: hostedPayment(env),
    liveStreamsPerUser: int(env.LIVE_STREAMS_PER_USER, 5, 'LIVE_STREAMS_PER_USER'),
    liveStreamsPerProcess: int(env.LIVE_STREAMS_PER_PROCESS, 500, 'LIVE_STREAMS_PER_PROCESS'),
  };
}

function flag(value: string | undefined, name: string): boolean {
  const v = nonEmpty(value)?.toLowerCase() ?? null;
  if (v === null || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

function httpUrl(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
}

/** The real provider's settings: the checkout address and its secret go together, and the secret has no default. */
function hostedPayment(env: NodeJS.ProcessEnv): HostedPaymentConfig | null {
  const checkoutUrl = nonEmpty(env.ONEPAY_CHECKOUT_URL);
  const notifySecret = nonEmpty(env.ONEPAY_NOTIFY_SECRET);
  const statusUrl = nonEmpty(env.ONEPAY_STATUS_URL);
  if (!checkoutUrl && !notifySecret && !statusUrl) return null;
  if (!checkoutUrl || !notifySecret)
    throw new ConfigError('ONEPAY_CHECKOUT_URL and ONEPAY_NOTIFY_SECRET must be set together');
  if (notifySecret.length < 16) throw new ConfigError('ONEPAY_NOTIFY_SECRET must be at least 16 characters');
  if (flag(env.SIMULATED_PAYMENTS, 'SIMULATED_PAYMENTS'))
    throw new ConfigError('SIMULATED_PAYMENTS cannot be on while a real provider (ONEPAY_CHECKOUT_URL) is set');
  return {
    checkoutUrl: httpUrl(checkoutUrl, 'ONEPAY_CHECKOUT_URL'),
    statusUrl: statusUrl ? httpUrl(statusUrl, 'ONEPAY_STATUS_URL') : null,
    notifySecret,
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
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/unused-test-data',
    OPERATOR_TOKEN: randomSecret(),
    UPLOAD_SECRET: randomSecret(),
  };
  return { ...loadConfig(env as NodeJS.ProcessEnv), ...overrides };
}
