// Feedback threads: the shopper's own, about their own orders, with images they uploaded, and the staff's replies.
import type { OperatorFeedbackList, Page, TransitOrder, UserAddress, UserFeedback } from '../../contract';
import { storageFor } from '../../backend/src/modules/storage';
import { giveParcel, newShopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('feedback', () => {
  it('opens a thread about one of the shopper’s orders with their images, and lists it with the staff reply', async () => {
    const s = await newShopper(t);
    const address = (
      await t.request({
        method: 'POST',
        url: '/front/user/addresses',
        token: s.token,
        payload: {
          recipient: 'A B',
          phone: '+1 212 555 0100',
          country: 'US',
          regionCodes: ['NY', 'NY-NYC'],
          street: '1 Main St',
        },
      })
    ).json() as UserAddress;
    const parcel = await giveParcel(t, s);
    const order = (
      await t.request({
        method: 'POST',
        url: '/front/transit-orders',
        token: s.token,
        payload: {
          purchaseParcelIds: [parcel.id],
          transitOptionName: 'Air Express',
          userAddressId: address.id,
          selfPickup: false,
        },
      })
    ).json() as TransitOrder;
    const key = `globalbuy/feedback/2026-11-23/${s.userId}.png`;
    await storageFor(t.config).put(key, PNG, 'image/png');

    const res = await t.request({
      method: 'POST',
      url: '/user-feedback',
      token: s.token,
      payload: {
        type: 'SHIPPING_PROBLEM',
        content: '  The box arrived wet.  ',
        orderNo: order.orderNo,
        imageKeys: [key],
      },
    });
    expect(res.statusCode).toBe(200);
    const thread = res.json() as UserFeedback;
    expect(thread).toMatchObject({
      type: 'SHIPPING_PROBLEM',
      content: 'The box arrived wet.',
      orderNo: order.orderNo,
      status: 'OPEN',
      replies: [],
    });
    expect(thread.images[0]).toMatch(new RegExp(`${key}$`));

    const open = (
      await t.operator.inject({
        method: 'GET',
        url: '/operator/user-feedback?status=OPEN&tenantId=globalbuy',
        headers: t.operatorHeaders(),
      })
    ).json() as OperatorFeedbackList;
    expect(open.items.find((f) => f.id === thread.id)).toMatchObject({ tenantId: 'globalbuy', status: 'OPEN' });
    const reply = await t.operator.inject({
      method: 'POST',
      url: `/operator/user-feedback/${thread.id}/replies`,
      headers: t.operatorHeaders(),
      payload: { content: 'Sorry! We will re-ship it at our cost.', authorName: 'Maria' },
    });
    expect(reply.statusCode).toBe(200);
    const list = (
      await t.request({ method: 'GET', url: '/user-feedback', token: s.token })
    ).json() as Page<UserFeedback>;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: thread.id,
      status: 'REPLIED',
      replies: [{ authorName: 'Maria', content: 'Sorry! We will re-ship it at our cost.' }],
    });
    const unread = await t.db
      .selectFrom('user_notifications')
      .select('title')
      .where('user_id', '=', s.userId)
      .execute();
    expect(unread.map((n) => n.title)).toContain('Reply to your feedback');

    const other = await newShopper(t);
    expect(
      ((await t.request({ method: 'GET', url: '/user-feedback', token: other.token })).json() as Page<UserFeedback>)
        .total,
    ).toBe(0);
  });

  it('refuses someone else’s order, images outside the tenant’s uploads and bad fields, naming them', async () => {
    const s = await newShopper(t);
    const res = await t.request({
      method: 'POST',
      url: '/user-feedback',
      token: s.token,
      payload: {
        type: 'COMPLAINT',
        content: 'Where is my parcel?',
        orderNo: 'TR202611230000000000',
        imageKeys: ['souq/feedback/x.png', 'globalbuy/none.png', '../etc/passwd'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: {
        orderNo: 'ORDER_NOT_FOUND',
        'imageKeys.0': 'INVALID_IMAGE_KEY',
        'imageKeys.1': 'INVALID_IMAGE_KEY',
        'imageKeys.2': 'INVALID_IMAGE_KEY',
      },
    });
    // Another shopper's private upload (a deposit receipt) cannot be attached.
    const receipt = 'globalbuy/receipts/2026-11-23/other.png';
    await storageFor(t.config).put(receipt, PNG, 'image/png');
    const other = await newShopper(t);
    await t.db
      .insertInto('uploaded_files')
      .values({
        key: receipt,
        tenant_id: 'globalbuy',
        folder: 'receipts',
        owner_user_id: other.userId,
        bytes: PNG.length,
        policy_hash: `test-${other.userId}`,
      })
      .execute();
    const leak = await t.request({
      method: 'POST',
      url: '/user-feedback',
      token: s.token,
      payload: { type: 'COMPLAINT', content: 'See this', imageKeys: [receipt] },
    });
    expect(leak.json()).toMatchObject({ fields: { 'imageKeys.0': 'INVALID_IMAGE_KEY' } });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/user-feedback',
          token: other.token,
          payload: { type: 'COMPLAINT', content: 'My receipt', imageKeys: [receipt] },
        })
      ).statusCode,
    ).toBe(200);
    const bad = await t.request({
      method: 'POST',
      url: '/user-feedback',
      token: s.token,
      payload: { type: 'PRAISE', content: '' },
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { type: 'INVALID_TYPE', content: 'REQUIRED' },
    });
    expect((await t.request({ method: 'GET', url: '/user-feedback' })).statusCode).toBe(401);
    const missing = await t.operator.inject({
      method: 'POST',
      url: '/operator/user-feedback/nope/replies',
      headers: t.operatorHeaders(),
      payload: { content: 'Hello' },
    });
    expect(missing.json()).toMatchObject({ code: 'FEEDBACK_NOT_FOUND' });
  });
});
