import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, Jobs, ScheduleOptions } from './types';

/*
 * The runner for embedded PGlite (one process owns the database): jobs wait in memory on timers and run in this
 * process. Nothing survives a restart, so modules that schedule must also re-schedule their due work on start
 * (the fulfilment module sweeps orders whose next step is due).
 */
export class InProcessJobs implements Jobs {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private sequence = 0;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {}

  handle<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
  }

  async schedule<T extends object>(name: string, data: T, options: ScheduleOptions = {}): Promise<void> {
    const key = options.singletonKey ? `${name}:${options.singletonKey}` : `${name}#${(this.sequence += 1)}`;
    if (options.singletonKey && this.timers.has(key)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        if (!this.started) return;
        const run = this.run(name, data).finally(() => this.running.delete(run));
        this.running.add(run);
      },
      Math.max(0, options.delaySeconds ?? 0) * 1000,
    );
    timer.unref();
    this.timers.set(key, timer);
  }

  private async run(name: string, data: object): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) {
      this.log.warn({ job: name }, 'no handler for job');
      return;
    }
    try {
      await handler(data);
    } catch (err) {
      this.log.error({ err, job: name }, 'job failed');
    }
  }

  async start(): Promise<void> {
    this.started = true;
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
