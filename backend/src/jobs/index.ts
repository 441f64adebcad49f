// One job runner per database and process: pg-boss when the API runs on PostgreSQL, in-process timers on
// embedded PGlite. See types.ts for the interface and the rules handlers follow.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { InProcessJobs } from './inProcess';
import { PgBossJobs } from './pgBoss';
import type { Jobs } from './types';

export type { JobHandler, Jobs, ScheduleOptions } from './types';

const runners = new WeakMap<Db, Jobs>();

/** The runner of this app's database (the shopper and the operator app of one process share it). */
export function jobsFor(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>): Jobs {
  let jobs = runners.get(app.db);
  if (!jobs) {
    jobs = app.config.databaseUrl ? new PgBossJobs(app.config.databaseUrl, app.log) : new InProcessJobs(app.log);
    runners.set(app.db, jobs);
  }
  return jobs;
}
