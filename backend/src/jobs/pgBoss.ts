import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobHandler, Jobs, ScheduleOptions } from './types';

/*
 * The runner on PostgreSQL: pg-boss keeps jobs in the database (schema `pgboss`), so several API processes share
 * one queue, each job is fetched by one worker (SKIP LOCKED), and delayed jobs survive restarts. Queues are
 * created on first use.
 */
export class PgBossJobs implements Jobs {
  readonly kind = 'pg-boss' as const;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly queues = new Set<string>();
  private readonly working = new Set<string>();
  private boss: PgBoss | null = null;
  private booting: Promise<PgBoss> | null = null;
  private workersOn = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
  ) {}

  private ensureBoss(): Promise<PgBoss> {
    this.booting ??= (async () => {
      const boss = new PgBoss({ connectionString: this.connectionString, max: 3 });
      boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.booting;
  }

  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 5 });
    this.queues.add(name);
  }

  private async work(boss: PgBoss, name: string): Promise<void> {
    if (this.working.has(name)) return;
    this.working.add(name);
    await this.ensureQueue(boss, name);
    await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
      const handler = this.handlers.get(name);
      for (const job of jobs) await handler?.(job.data);
    });
  }

  handle<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
    if (this.workersOn && this.boss) {
      const boss = this.boss;
      this.work(boss, name).catch((err: unknown) => this.log.error({ err, job: name }, 'could not start job worker'));
    }
  }

  async schedule<T extends object>(name: string, data: T, options: ScheduleOptions = {}): Promise<void> {
    const boss = await this.ensureBoss();
    await this.ensureQueue(boss, name);
    await boss.send(name, data, {
      startAfter: Math.max(0, Math.round(options.delaySeconds ?? 0)),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async start(): Promise<void> {
    const boss = await this.ensureBoss();
    this.workersOn = true;
    for (const name of this.handlers.keys()) await this.work(boss, name);
  }

  async stop(): Promise<void> {
    this.workersOn = false;
    const boss = this.boss;
    this.boss = null;
    this.booting = null;
    this.queues.clear();
    this.working.clear();
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
