// What a seed step is and receives: its own module, so the steps import these types without importing the list
// of steps (seed/index.ts) that imports them.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { DemoTenant } from './tenants/types';

export interface SeedOptions {
  /** Products in the demo catalogue (env SEED_CATALOGUE_SIZE, default 2100). */
  catalogueSize: number;
}

export interface SeedContext {
  db: Db;
  config: AppConfig;
  options: SeedOptions;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  tenants: readonly DemoTenant[];
}

export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
