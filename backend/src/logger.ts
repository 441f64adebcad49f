// Structured JSON logs (Fastify's pino). Secrets never reach a log line: credentials headers and password-like
// fields are redacted wherever a log object carries them.
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-operator-token"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-operator-token"]',
  'password',
  'loginPassword',
  'newPassword',
  'oldPassword',
  'payPassword',
  'accessToken',
  '*.password',
  '*.loginPassword',
  '*.newPassword',
  '*.oldPassword',
  '*.payPassword',
  '*.oldPayPassword',
  '*.newPayPassword',
  '*.accessToken',
  '*.verificationCode',
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}
