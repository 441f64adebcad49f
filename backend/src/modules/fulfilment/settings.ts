import type { AppConfig } from '../../config';
import { ConfigError } from '../../config';

/**
 * FULFILMENT_STEP_SECONDS: how long the simulated agent takes for each step of a paid purchase order (paid →
 * purchasing → purchased → shipped by the seller → in the warehouse). 0 turns the worker off (tests, or when
 * operators advance orders by hand with POST /operator/purchase-orders/{id}/advance). Default 60, and 0 when
 * NODE_ENV=test.
 */
export function fulfilmentStepSeconds(
  config: Pick<AppConfig, 'nodeEnv'>,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env.FULFILMENT_STEP_SECONDS;
  if (raw === undefined || raw.trim() === '') return config.nodeEnv === 'test' ? 0 : 60;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`FULFILMENT_STEP_SECONDS must be a non-negative integer, got "${raw}"`);
  return n;
}
