// Import rules of the demo tenants' destination countries, as publicly known for parcels from China (amounts in
// CNY at about 7.1 CNY per USD, 5.1 per CAD, 9.3 per GBP, 4.6 per AUD). One rate stands for duty and import taxes
// together; real duty depends on the goods, which the storefront says beside every estimate. Operators edit these
// through /operator/import-rules. Idempotent: a rule already saved for a tenant, country and date is kept.
import crypto from 'node:crypto';
import type { SeedStep } from './types';

interface DemoImportRule {
  country: string;
  effectiveFrom: string;
  dutyRateBp: number;
  fixedFeeFen: number;
  dutyFreeThresholdFen: number | null;
  note: string;
}

export const DEMO_IMPORT_RULES: Record<string, DemoImportRule[]> = {
  globalbuy: [
    // The duty-free minimum (USD 800) ended for goods from China on 2 May 2025; postal parcels pay the tariff
    // rate on Chinese goods from the first dollar.
    {
      country: 'US',
      effectiveFrom: '2025-05-02',
      dutyRateBp: 2000,
      fixedFeeFen: 0,
      dutyFreeThresholdFen: null,
      note: 'No de minimis for goods from China since 2 May 2025; tariff on Chinese goods from the first dollar.',
    },
    // Courier and postal imports: no duty or taxes up to CAD 20; above it duty and GST.
    {
      country: 'CA',
      effectiveFrom: '2020-07-01',
      dutyRateBp: 1300,
      fixedFeeFen: 0,
      dutyFreeThresholdFen: 10_200,
      note: 'CAD 20 low-value threshold for goods from China; duty and 5 % GST above it.',
    },
    // Courier imports from countries without a trade agreement pay a flat 33.5 % since 1 January 2025.
    {
      country: 'MX',
      effectiveFrom: '2025-01-01',
      dutyRateBp: 3350,
      fixedFeeFen: 0,
      dutyFreeThresholdFen: null,
      note: 'Flat 33.5 % on courier imports from non-treaty countries since 1 January 2025.',
    },
    // 20 % import VAT on every consignment; no customs duty up to GBP 135.
    {
      country: 'GB',
      effectiveFrom: '2021-01-01',
      dutyRateBp: 2000,
      fixedFeeFen: 0,
      dutyFreeThresholdFen: null,
      note: '20 % VAT from the first pound; customs duty only above GBP 135.',
    },
    // 10 % GST on low-value imports since 1 July 2018; duty only above AUD 1,000.
    {
      country: 'AU',
      effectiveFrom: '2018-07-01',
      dutyRateBp: 1000,
      fixedFeeFen: 0,
      dutyFreeThresholdFen: null,
      note: '10 % GST on low-value imports since 1 July 2018; duty only above AUD 1,000.',
    },
  ],
};

export const importRulesSeed: SeedStep = {
  name: 'import-rules',
  async run({ db, tenants }) {
    for (const t of tenants) {
      const rules = DEMO_IMPORT_RULES[t.id] ?? [];
      if (rules.length === 0) continue;
      await db
        .insertInto('import_rules')
        .values(
          rules.map((r) => ({
            id: crypto.randomUUID(),
            tenant_id: t.id,
            country: r.country,
            effective_from: r.effectiveFrom,
            duty_rate_bp: r.dutyRateBp,
            fixed_fee_fen: r.fixedFeeFen,
            duty_free_threshold_fen: r.dutyFreeThresholdFen,
            note: r.note,
          })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'country', 'effective_from']).doNothing())
        .execute();
    }
  },
};
