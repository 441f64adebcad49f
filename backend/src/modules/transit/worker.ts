// The fulfilment worker's part in shipping: every FULFILMENT_STEP_SECONDS it packs and weighs a new transit order
// (raising its payment), ships a paid one and delivers a shipped one, through the same state-guarded steps as
// the operator's advance call. Each entered state sets next_step_at and queues one job (keyed by order and
// state, so several API processes never queue it twice); on start the due work is queued again, since the
// in-process runner of embedded PGlite forgets its queue on restart. Pace 0 (tests) turns it off. An order with
// trial packing is packed and measured as the warehouse would (the operator's trial-packing call): the box the
// packing rule predicts, a little lighter and smaller, since a real packer trims the carton to the goods.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TransitOrderStatus } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { jobsFor } from '../../jobs';
import { fulfilmentStepSeconds } from '../fulfilment/settings';
import { packParcels } from '../shipping/rules';
import type { TransitOrderRow } from './model';
import { TransitService, type OrderMoved } from './service';

const JOB = 'transit-order.step';
/** States the warehouse or the carrier moves on from by themselves. */
const STEPPED: readonly TransitOrderStatus[] = ['PACKING', 'PAID', 'SHIPPED'];

interface StepJob {
  orderId: string;
  status: TransitOrderStatus;
}

const workers = new WeakMap<Db, { onMoved: OrderMoved }>();

/** The worker of this app's database (set up once per database: the shopper and operator apps share it). */
export function transitFulfilment(app: FastifyInstance): { onMoved: OrderMoved } {
  const existing = workers.get(app.db);
  if (existing) return existing;
  const worker = createWorker(app);
  workers.set(app.db, worker);
  return worker;
}

function createWorker(app: FastifyInstance): { onMoved: OrderMoved } {
  const pace = fulfilmentStepSeconds(app.config);
  if (pace === 0) return { onMoved: () => undefined };
  const jobs = jobsFor(app);

  const queue = async (job: StepJob, delaySeconds: number) =>
    jobs.schedule<StepJob>(JOB, job, {
      delaySeconds: Math.max(0, delaySeconds),
      singletonKey: `${job.orderId}:${job.status}`,
    });

  const onMoved: OrderMoved = async (order: Pick<TransitOrderRow, 'id' | 'status'>) => {
    if (!STEPPED.includes(order.status)) return;
    await app.db
      .updateTable('transit_orders')
      .set({ next_step_at: sql<Date>`now() + make_interval(secs => ${pace})` })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .execute();
    await queue({ orderId: order.id, status: order.status }, pace);
  };

  const steps = new TransitService(app.db, onMoved);
  jobs.handle<StepJob>(JOB, async ({ orderId, status }) => {
    try {
      const measured = status === 'PACKING' ? await trialPackingMeasure(app.db, orderId) : null;
      if (measured) await steps.trialPack(orderId, measured);
      else await steps.advance(orderId, {}, status);
    } catch (error) {
      // Moved on already (by the operator, the shopper closing it, or another process): nothing left to do.
      if (
        error instanceof AppError &&
        (error.code === 'TRANSIT_ORDER_STATE' || error.code === 'TRANSIT_ORDER_NOT_FOUND')
      )
        return;
      throw error;
    }
  });

  app.addHook('onReady', async () => {
    const due = await app.db
      .selectFrom('transit_orders')
      .select(['id', 'status', 'next_step_at'])
      .where('status', 'in', [...STEPPED])
      .where('next_step_at', 'is not', null)
      .execute();
    for (const order of due) {
      // At least a second: the runner starts in the same onReady phase.
      const wait = ((order.next_step_at?.getTime() ?? Date.now()) - Date.now()) / 1000;
      await queue({ orderId: order.id, status: order.status }, Math.max(1, Math.ceil(wait)));
    }
  });
  return { onMoved };
}

/** The demo warehouse's measurement of an order with trial packing (null: the order has no trial packing). */
async function trialPackingMeasure(
  db: Db,
  orderId: string,
): Promise<{ weightGrams: number; lengthCm: number; widthCm: number; heightCm: number } | null> {
  const order = await db
    .selectFrom('transit_orders')
    .select('trial_packing_fee_fen')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.trial_packing_fee_fen === null) return null;
  const parcels = await db
    .selectFrom('purchase_parcels')
    .select(['weight_grams', 'length_cm', 'width_cm', 'height_cm'])
    .where('transit_order_id', '=', orderId)
    .execute();
  if (parcels.length === 0) return null;
  const rule = packParcels(
    parcels.map((p) => ({
      weightGrams: p.weight_grams,
      lengthCm: p.length_cm,
      widthCm: p.width_cm,
      heightCm: p.height_cm,
    })),
  );
  const trim = (cm: number) => Math.max(1, cm - 2);
  return {
    weightGrams: Math.max(1, Math.round(rule.weightGrams * 0.97)),
    lengthCm: trim(rule.lengthCm),
    widthCm: trim(rule.widthCm),
    heightCm: trim(rule.heightCm),
  };
}
