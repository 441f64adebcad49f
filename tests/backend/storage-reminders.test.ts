// Storage deadlines: one notification per parcel when its free storage ends within the tenant's reminder days, in
// the owner's language; none for parcels further off or already out of free storage, none when the tenant turns the
// reminder off; the operator sets the days, and bad input changes nothing.
import { renderNotice } from '../../backend/src/modules/messages/render';
import { sendStorageReminders } from '../../backend/src/modules/parcels/storageReminders';
import { giveParcel, newShopper, type Shopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const DAY = 86_400_000;
const notices = (s: Shopper) =>
  t.db
    .selectFrom('user_notifications')
    .select(['title', 'content', 'message_key', 'message_params'])
    .where('user_id', '=', s.userId)
    .execute();
const setReminder = (payload: object) =>
  t.operator.inject({ method: 'PUT', url: '/operator/storage-reminder', headers: t.operatorHeaders(), payload });

/** A parcel of the shopper whose free storage ends `days` after `now`. */
async function parcelEnding(s: Shopper, now: Date, days: number) {
  const parcel = await giveParcel(t, s);
  await t.db
    .updateTable('purchase_parcels')
    .set({ free_storage_until: new Date(now.getTime() + days * DAY) })
    .where('id', '=', parcel.id)
    .execute();
  return parcel;
}

describe('storage reminders', () => {
  it('reminds once per parcel within the default five days, in the owner’s language, and not otherwise', async () => {
    const now = new Date('2030-03-01T08:00:00Z');
    const s = await newShopper(t);
    const soon = await parcelEnding(s, now, 3);
    await parcelEnding(s, now, 12);
    await parcelEnding(s, now, -2);

    const sent = await sendStorageReminders(t.db, now);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mine = await notices(s);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: `Free storage of parcel ${soon.trackingNo ?? soon.parcelNo} ends soon` });
    expect(mine[0]!.content).toMatch(/Mar 4, 2030\W* \(in \W*3 days\W*\)/);

    await sendStorageReminders(t.db, new Date(now.getTime() + 3600_000));
    expect(await notices(s)).toHaveLength(1);

    const french = await newShopper(t);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', french.userId).execute();
    await parcelEnding(french, now, 1);
    await sendStorageReminders(t.db, now);
    // Stored as what happened; read in the reader's language.
    const [stored] = await notices(french);
    expect(stored?.message_key).toBe('storageEnding');
    expect(renderNotice('fr', stored!.message_key!, stored!.message_params ?? {})?.title).toMatch(
      /^Le stockage gratuit du colis/,
    );
  });

  it('follows the tenant’s days set by the operator; 0 turns the reminder off', async () => {
    const now = new Date('2031-06-01T08:00:00Z');
    const s = await newShopper(t, 'souq');
    await parcelEnding(s, now, 9);
    expect((await setReminder({ tenantId: 'souq', days: 10 })).json()).toEqual({ tenantId: 'souq', days: 10 });
    await sendStorageReminders(t.db, now);
    expect(await notices(s)).toHaveLength(1);

    const off = await newShopper(t, 'souq');
    await parcelEnding(off, now, 1);
    await setReminder({ tenantId: 'souq', days: 0 });
    await sendStorageReminders(t.db, now);
    expect(await notices(off)).toHaveLength(0);
    await setReminder({ tenantId: 'souq', days: 5 });
  });

  it('refuses bad settings and changes nothing', async () => {
    const bad = await setReminder({ tenantId: 'globalbuy', days: 31 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { days: 'TOO_LARGE' } });
    expect((await setReminder({ tenantId: 'globalbuy', days: 2.5 })).json()).toMatchObject({
      fields: { days: 'INVALID_NUMBER' },
    });
    expect((await setReminder({ tenantId: 'nobody', days: 3 })).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('tenant_commerce_settings')
      .select('storage_reminder_days')
      .where('tenant_id', '=', 'globalbuy')
      .executeTakeFirst();
    expect(row?.storage_reminder_days ?? 5).toBe(5);
    expect(
      (
        await t.operator.inject({
          method: 'PUT',
          url: '/operator/storage-reminder',
          payload: { tenantId: 'globalbuy', days: 3 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
