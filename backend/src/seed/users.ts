// Demo shoppers (demo@<slug>.test / Shopper2026!) and the WELCOME10 promotion code, per demo tenant.
import crypto from 'node:crypto';
import { hashPassword } from '../modules/user/password';
import type { SeedStep } from './types';

export const DEMO_PASSWORD = 'Shopper2026!';
export const DEMO_PROMOTION_CODE = 'WELCOME10';
export const demoEmail = (slug: string) => `demo@${slug}.test`;

const DEMO_NAMES: Record<string, string> = {
  globalbuy: 'Jordan Miller',
  souq: 'نورة العتيبي',
  accra: 'Ama Owusu',
  himal: 'Aarav Sharma',
  lao: 'ສົມພອນ ແກ້ວມະນີ',
};

export const usersSeed: SeedStep = {
  name: 'users',
  async run({ db, tenants }) {
    // One hash for all demo accounts keeps the seed fast; each account still verifies normally.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const t of tenants) {
      await db
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          tenant_id: t.id,
          email: demoEmail(t.slug),
          name: DEMO_NAMES[t.slug] ?? `${t.name} shopper`,
          phone_number: null,
          second_email: null,
          password_hash: passwordHash,
          language: t.defaultLanguage,
          promotion_code: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
        .execute();
      await db
        .insertInto('promotion_codes')
        .values({
          tenant_id: t.id,
          code: DEMO_PROMOTION_CODE,
          description: '10% off the service fee of your first order',
          active: true,
          expires_at: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
        .execute();
    }
  },
};
