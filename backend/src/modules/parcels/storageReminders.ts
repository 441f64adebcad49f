// Storage deadlines: a parcel still in the warehouse gets one notification when its free storage ends within the
// tenant's reminder days (tenant_commerce_settings.storage_reminder_days, default 5, 0 = never). The sweep marks
// each parcel as it notifies (update … where storage_reminded_at is null … returning), so two API processes or a
// job run twice never remind a parcel twice. The job runs every hour; pace 0 (tests) leaves it off, and a test
// calls the sweep itself.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { jobsFor } from '../../jobs';
import { fulfilmentStepSeconds } from '../fulfilment/settings';
import { notifyUser } from '../notifications/service';
import { storageEndingNotice } from './storageNotice';

export const DEFAULT_STORAGE_REMINDER_DAYS = 5;
const JOB = 'parcels.storage-reminders';
const SWEEP_SECONDS = 3600;
const DAY_MS = 86_400_000;

/** Sends the reminders due at `now`; answers how many went out. */
export async function sendStorageReminders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .updateTable('purchase_parcels as p')
    .set({ storage_reminded_at: now })
    .where('p.status', '=', 'IN_STOCK')
    .where('p.storage_reminded_at', 'is', null)
    .where('p.free_storage_until', '>', now)
    .where(
      sql<boolean>`p.free_storage_until <= ${now}::timestamptz + make_interval(days => coalesce(
      (select s.storage_reminder_days from tenant_commerce_settings s where s.tenant_id = p.tenant_id), ${DEFAULT_STORAGE_REMINDER_DAYS}))`,
    )
    .returning(['p.tenant_id', 'p.user_id', 'p.parcel_no', 'p.tracking_no', 'p.free_storage_until'])
    .execute();
  for (const parcel of due) {
    const daysLeft = Math.max(1, Math.ceil((parcel.free_storage_until.getTime() - now.getTime()) / DAY_MS));
    const notice = storageEndingNotice(
      parcel.tracking_no ?? parcel.parcel_no,
      daysLeft,
      parcel.free_storage_until.toISOString().slice(0, 10),
    );
    await notifyUser(db, { tenantId: parcel.tenant_id, userId: parcel.user_id, ...notice });
  }
  return due.length;
}

/** The hourly sweep (shopper API plugin; the job runner is shared by the process). */
export async function storageReminderJobs(app: FastifyInstance): Promise<void> {
  if (fulfilmentStepSeconds(app.config) === 0) return;
  const jobs = jobsFor(app);
  const next = () => jobs.schedule(JOB, {}, { delaySeconds: SWEEP_SECONDS, singletonKey: 'sweep' });
  jobs.handle(JOB, async () => {
    try {
      await sendStorageReminders(app.db);
    } finally {
      await next();
    }
  });
  app.addHook('onReady', async () => {
    // Soon after start (the runner starts in the same onReady phase), then every hour.
    await jobs.schedule(JOB, {}, { delaySeconds: 5, singletonKey: 'sweep' });
  });
}
