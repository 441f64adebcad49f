// User notifications on a fresh, seeded database: login required, newest first, unread filter, paging,
// read / read-all, the unread count helper, and isolation between shoppers and tenants.
import type { Page, ReadAllNotificationsResult, UserNotification } from '../../contract';
import { countUnread, notifyUser } from '../../backend/src/modules/notifications/service';
import { DEMO_PASSWORD, demoEmail } from '../../backend/src/seed/users';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(demoEmail('globalbuy'), DEMO_PASSWORD, 'globalbuy');
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', 'globalbuy')
    .where('email', '=', demoEmail('globalbuy'))
    .executeTakeFirstOrThrow();
  userId = user.id;
}, 180_000);
afterAll(() => t.close());

const list = async (query = '', tok = token, tenant = 'globalbuy') => {
  const res = await t.request({ method: 'GET', url: `/front/user-notifications${query}`, tenant, token: tok });
  return {
    status: res.statusCode,
    body: res.json() as Page<UserNotification> & { code?: string; fields?: Record<string, string> },
  };
};

describe('user notifications', () => {
  it('require login', async () => {
    for (const [method, url] of [
      ['GET', '/front/user-notifications'],
      ['POST', '/front/user-notifications/read-all'],
      ['POST', '/front/user-notifications/x/read'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // A token of this tenant does not work on another tenant.
    const other = await list('', token, 'souq');
    expect(other.status).toBe(401);
  });

  // Besides the welcome notifications, the demo shopper has those of the seeded orders' steps.
  const stored = async (unreadOnly = false) => {
    let q = t.db
      .selectFrom('user_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 'globalbuy')
      .where('user_id', '=', userId);
    if (unreadOnly) q = q.where('read_at', 'is', null);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('list the seeded notifications newest first, read and unread', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const total = await stored();
    expect(total).toBeGreaterThanOrEqual(4);
    expect(res.body.total).toBe(total);
    expect(res.body.pageNo).toBe(1);
    expect(res.body.pageSize).toBe(20);
    const times = res.body.items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.items.some((n) => n.read) && res.body.items.some((n) => !n.read)).toBe(true);
    expect(res.body.items.map((n) => n.title)).toContain('Welcome to \u2068GlobalBuy\u2069');
    const unread = await list('?unread=true');
    expect(unread.body.total).toBe(await stored(true));
    expect(unread.body.total).toBeGreaterThanOrEqual(2);
    expect(unread.body.items.every((n) => !n.read)).toBe(true);
    expect(await countUnread(t.db, 'globalbuy', userId)).toBe(unread.body.total);
  });

  it('are in the shopper language, and in another of the tenant’s when the page asks for it', async () => {
    const souqToken = await t.login(demoEmail('souq'), DEMO_PASSWORD, 'souq');
    const res = await list('?pageSize=100', souqToken, 'souq');
    expect(res.body.items.some((n) => /[\u0600-\u06ff]/.test(n.title))).toBe(true);
    expect(res.body.items.map((n) => n.title)).toContain('مرحبًا بك في \u2068Souq China\u2069');
    const english = await list('?pageSize=100&lang=en', souqToken, 'souq');
    const welcome = english.body.items.find((n) => n.messageKey === 'welcome');
    expect(welcome?.title).toBe('Welcome to \u2068Souq China\u2069');
    expect(welcome?.content).toMatch(/free for \u2068\d+ days\u2069\.$/);
  });

  it('store what happened and write it in the reader’s language: lang, else Accept-Language, else the tenant default', async () => {
    const id = await notifyUser(t.db, {
      tenantId: 'globalbuy',
      userId,
      message: { key: 'orderPaid', params: { orderNo: 'PO2611250042', amount: { amount: 1234.5, currency: 'CNY' } } },
    });
    const stored = await t.db
      .selectFrom('user_notifications')
      .select(['title', 'message_key', 'message_params'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      title: 'Order PO2611250042 paid',
      message_key: 'orderPaid',
      message_params: { orderNo: 'PO2611250042', amount: { amount: 1234.5, currency: 'CNY' } },
    });
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.request({
        method: 'GET',
        url: `/front/user-notifications?pageSize=100${query}`,
        token,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as Page<UserNotification>).items.find((n) => n.id === id)!;
    };
    const french = await read('&lang=fr');
    expect(french).toMatchObject({ messageKey: 'orderPaid', title: 'Commande \u2068PO2611250042\u2069 payée' });
    expect(french.content).toMatch(/^Nous avons reçu \u20681\u202f234,50\sCNY\u2069\./);
    const spanish = await read('', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.title).toBe('Pedido \u2068PO2611250042\u2069 pagado');
    // Arabic is not one of GlobalBuy's languages: its default (English) answers.
    expect((await read('&lang=ar')).title).toBe('Order \u2068PO2611250042\u2069 paid');
    const marked = await t.request({ method: 'POST', url: `/front/user-notifications/${id}/read?lang=zh-CN`, token });
    expect(marked.json()).toMatchObject({ id, title: '订单 \u2068PO2611250042\u2069 已支付', read: true });
  });

  it('refuse to store a message no locale knows', async () => {
    await expect(
      notifyUser(t.db, { tenantId: 'globalbuy', userId, message: { key: 'noSuchMessage', params: {} } }),
    ).rejects.toThrow(/Unknown notification message/);
  });

  it('page and validate the query', async () => {
    const total = await stored();
    const first = await list('?pageSize=3');
    expect(first.body.items).toHaveLength(3);
    expect(first.body.total).toBe(total);
    const second = await list('?pageSize=3&pageNo=2');
    expect(second.body.items).toHaveLength(Math.min(3, total - 3));
    const bad = await list('?pageSize=0&unread=maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['pageSize', 'unread']);
  });

  it('mark one read (twice is harmless) and never another shopper’s', async () => {
    const unreadBefore = await stored(true);
    const unread = (await list('?unread=true')).body.items;
    const target = unread[0]!;
    const res = await t.request({ method: 'POST', url: `/front/user-notifications/${target.id}/read`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, read: true });
    const again = await t.request({ method: 'POST', url: `/front/user-notifications/${target.id}/read`, token });
    expect(again.statusCode).toBe(200);
    expect(await countUnread(t.db, 'globalbuy', userId)).toBe(unreadBefore - 1);

    const souqNote = await t.db
      .selectFrom('user_notifications')
      .select('id')
      .where('tenant_id', '=', 'souq')
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const foreign = await t.request({ method: 'POST', url: `/front/user-notifications/${souqNote.id}/read`, token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    const stillUnread = await t.db
      .selectFrom('user_notifications')
      .select('read_at')
      .where('id', '=', souqNote.id)
      .executeTakeFirstOrThrow();
    expect(stillUnread.read_at).toBeNull();
  });

  it('mark all read, leaving other shoppers alone', async () => {
    const newId = await notifyUser(t.db, {
      tenantId: 'globalbuy',
      userId,
      title: 'Parcel weighed',
      content: 'Your parcel weighs 2.4 kg.',
    });
    const unreadNow = await stored(true);
    const listed = await list();
    expect(listed.body.items[0]!.id).toBe(newId);
    const souqBefore = await t.db
      .selectFrom('user_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 'souq')
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();

    const res = await t.request({ method: 'POST', url: '/front/user-notifications/read-all', token });
    expect(res.statusCode).toBe(200);
    expect(res.json() as ReadAllNotificationsResult).toEqual({ updated: unreadNow, unreadCount: 0 });
    expect((await list('?unread=true')).body.total).toBe(0);

    const souqAfter = await t.db
      .selectFrom('user_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 'souq')
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(souqAfter.n)).toBe(Number(souqBefore.n));
    expect(Number(souqAfter.n)).toBeGreaterThan(0);
  });
});
