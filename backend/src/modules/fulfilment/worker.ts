import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PurchaseOrderStatus } from '../../../../contract';
import type { Db } from '../../db';
import { jobsFor, type Jobs } from '../../jobs';
import { warehousePhotographer } from '../inspection/photos';
import { CatalogueSource } from '../product/catalogueSource';
import { storageFor } from '../storage';
import { fulfilmentStepSeconds } from './settings';
import { advanceOrder, NEXT_STATUS } from './steps';

/*
 * The fulfilment worker: after an order is paid, a job takes its next step every FULFILMENT_STEP_SECONDS until
 * the goods are in the warehouse. Each job names the status it expects to move from, so a job that runs twice,
 * late, or on two API processes at once moves the order at most once. The order's next_step_at says when its
 * next step is due; on start the worker re-schedules those (the in-process runner forgets its timers on restart).
 * Orders without next_step_at (e.g. seeded ones) wait for the operator's advance call.
 */

export const STEP_JOB = 'purchase-order.step';
interface StepJob {
  orderId: string;
  from: PurchaseOrderStatus;
}

const workers = new WeakMap<Db, { jobs: Jobs; stepSeconds: number }>();

/** Schedules the step after `from` (no-op when the worker is off). */
export async function scheduleNextStep(
  db: Db,
  orderId: string,
  from: PurchaseOrderStatus,
  delaySeconds?: number,
): Promise<void> {
  const worker = workers.get(db);
  if (!worker || worker.stepSeconds === 0 || !NEXT_STATUS[from]) return;
  const delay = delaySeconds ?? worker.stepSeconds;
  await db
    .updateTable('purchase_orders')
    .set({ next_step_at: sql<Date>`now() + make_interval(secs => ${delay})` })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .execute();
  await worker.jobs.schedule<StepJob>(
    STEP_JOB,
    { orderId, from },
    { delaySeconds: delay, singletonKey: `${orderId}:${from}` },
  );
}

/** Orders whose step was due or scheduled when the process stopped. */
async function rescheduleDue(db: Db): Promise<void> {
  const due = await db
    .selectFrom('purchase_orders')
    .select(['id', 'status', sql<number>`greatest(0, extract(epoch from next_step_at - now()))`.as('wait')])
    .where('next_step_at', 'is not', null)
    .where('status', 'in', Object.keys(NEXT_STATUS) as PurchaseOrderStatus[])
    .execute();
  for (const order of due) await scheduleNextStep(db, order.id, order.status, Math.ceil(Number(order.wait)));
}

/** Registers the step job and runs the job runner with the app (not in tests unless a step pace is set). */
export async function fulfilmentWorker(app: FastifyInstance): Promise<void> {
  const stepSeconds = fulfilmentStepSeconds(app.config);
  const jobs = jobsFor(app);
  const source = new CatalogueSource(app.db);
  const photographer = warehousePhotographer(storageFor(app.config));
  workers.set(app.db, { jobs, stepSeconds });
  jobs.handle<StepJob>(STEP_JOB, async ({ orderId, from }) => {
    const result = await advanceOrder(app.db, source, orderId, { expect: from, requireDue: true, photographer });
    if (result?.moved) await scheduleNextStep(app.db, orderId, result.order.status);
  });
  const runs = stepSeconds > 0 || app.config.nodeEnv !== 'test';
  app.addHook('onReady', async () => {
    if (!runs) return;
    await jobs.start();
    if (stepSeconds > 0) await rescheduleDue(app.db);
  });
  app.addHook('onClose', async () => {
    if (runs) await jobs.stop();
  });
}
