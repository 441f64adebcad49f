// Fresh shoppers for API tests: a user row and a live token, with helpers to give them parcels, a balance and a
// pay password without going through the sign-up and deposit flows.
import crypto from 'node:crypto';
import { lockAccount, post } from '../../../backend/src/modules/account/ledger';
import { setFirstPayPassword } from '../../../backend/src/modules/account/payPassword';
import { createSelfShippedParcel } from '../../../backend/src/modules/parcels/service';
import { insertUser } from '../../../backend/src/modules/user/service';
import { issueToken } from '../../../backend/src/modules/user/tokens';
import type { StockInParcel } from '../../../contract';
import type { TestApp } from './testApp';

export interface Shopper {
  tenantId: string;
  userId: string;
  token: string;
}

export async function newShopper(t: Pick<TestApp, 'db'>, tenantId = 'globalbuy'): Promise<Shopper> {
  const user = await insertUser(t.db, {
    tenantId,
    email: `shopper-${crypto.randomUUID()}@example.test`,
    name: 'Test Shopper',
    phoneNumber: null,
    secondEmail: null,
    passwordHash: 'not-used-in-these-tests',
    language: 'en',
    promotionCode: null,
  });
  const { token } = await issueToken(t.db, user.id, tenantId);
  return { tenantId, userId: user.id, token };
}

export async function giveParcel(
  t: Pick<TestApp, 'db'>,
  shopper: Shopper,
  box: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number } = {
    weightGrams: 800,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
  },
): Promise<StockInParcel> {
  return createSelfShippedParcel(t.db, {
    tenantId: shopper.tenantId,
    userId: shopper.userId,
    warehouseId: `${shopper.tenantId}-cn-gz`,
    trackingNo: `SF${crypto.randomInt(10 ** 9, 10 ** 10)}`,
    ...box,
    items: [{ title: 'Cotton T-shirt', image: '', skuLabel: 'Size: M', quantity: 2 }],
    photos: [],
  });
}

/** Credits the balance (a ledger entry, as an approved deposit would) and sets the pay password 123456. */
export async function fundShopper(t: Pick<TestApp, 'db'>, shopper: Shopper, amountFen: number): Promise<void> {
  const owner = { tenantId: shopper.tenantId, userId: shopper.userId };
  await t.db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    await post(trx, account, {
      type: 'DEPOSIT',
      amountFen,
      reason: 'Test deposit',
      referenceNo: `DP${crypto.randomInt(10 ** 9, 10 ** 10)}`,
    });
  });
  await setFirstPayPassword(t.db, owner, '123456');
}
