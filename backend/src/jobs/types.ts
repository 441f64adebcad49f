// The one background-job interface of the API. Modules define jobs by name and schedule them; which runner
// executes them (pg-boss on PostgreSQL, an in-process timer queue on embedded PGlite) is decided in index.ts.
//
//   const jobs = jobsFor(app);                       // the process-wide runner of this database
//   jobs.handle('transit-order.step', async (data: { orderId: string }) => { ... });   // once, at plugin load
//   await jobs.schedule('transit-order.step', { orderId }, { delaySeconds: 60, singletonKey: orderId });
//
// Handlers must be idempotent and state-guarded (update … where status = <expected>): on PostgreSQL several API
// processes run workers side by side, and a job may run again after a crash. A handler that throws is retried
// by pg-boss (up to 3 times) and logged by the in-process runner.

export type JobHandler<T> = (data: T) => Promise<void>;

export interface ScheduleOptions {
  /** Run no earlier than this many seconds from now (default 0). */
  delaySeconds?: number;
  /** At most one queued job per key and name (a second schedule with the same key is dropped). */
  singletonKey?: string;
}

export interface Jobs {
  /** Registers the handler of a job name (before or after start). */
  handle<T extends object>(name: string, handler: JobHandler<T>): void;
  schedule<T extends object>(name: string, data: T, options?: ScheduleOptions): Promise<void>;
  /** Starts running jobs in this process (idempotent). */
  start(): Promise<void>;
  /** Stops running jobs; scheduled ones stay queued (pg-boss) or are dropped (in-process). */
  stop(): Promise<void>;
  readonly kind: 'pg-boss' | 'in-process';
}
