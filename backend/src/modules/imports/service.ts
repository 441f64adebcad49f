// Import rules as tenant data: the rule in force for a country on a day, and the operator's list, save and delete.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ImportCharges, ImportRule, OperatorImportRule, SaveImportRuleRequest } from '../../../../contract';
import type { Db } from '../../db';
import { toCny } from '../account/money';
import type { ImportChargesFen, ImportRuleFen } from './rules';

const columns = [
  'id',
  'tenant_id',
  'country',
  'duty_rate_bp',
  'fixed_fee_fen',
  'duty_free_threshold_fen',
  'note',
  sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
] as const;

interface RuleRow {
  id: string;
  tenant_id: string;
  country: string;
  effective_from: string;
  duty_rate_bp: number;
  fixed_fee_fen: number;
  duty_free_threshold_fen: number | null;
  note: string;
}

export const ruleFen = (row: RuleRow): ImportRuleFen => ({
  dutyRateBp: row.duty_rate_bp,
  fixedFeeFen: row.fixed_fee_fen,
  dutyFreeThresholdFen: row.duty_free_threshold_fen,
});

export const toImportRule = (row: RuleRow): ImportRule => ({
  country: row.country,
  effectiveFrom: row.effective_from,
  dutyRatePercent: row.duty_rate_bp / 100,
  fixedFeePerParcel: toCny(row.fixed_fee_fen),
  dutyFreeThreshold: row.duty_free_threshold_fen === null ? null : toCny(row.duty_free_threshold_fen),
  note: row.note,
});

const toOperatorRule = (row: RuleRow): OperatorImportRule => ({
  id: row.id,
  tenantId: row.tenant_id,
  ...toImportRule(row),
});

export const toImportCharges = (c: ImportChargesFen): ImportCharges => ({
  dutiableValue: toCny(c.dutiableFen),
  duty: toCny(c.dutyFen),
  dutyFree: c.dutyFree,
  fixedFee: toCny(c.fixedFeeFen),
  total: toCny(c.totalFen),
});

/** The rule in force for the country on `day` (YYYY-MM-DD, default today in UTC), or null. */
export async function ruleInForce(
  db: Db,
  tenantId: string,
  country: string,
  day = new Date().toISOString().slice(0, 10),
): Promise<RuleRow | null> {
  const row = await db
    .selectFrom('import_rules')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('country', '=', country.toUpperCase())
    .where(sql<boolean>`effective_from <= ${day}::date`)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function listRules(db: Db, tenantId: string): Promise<OperatorImportRule[]> {
  const rows = await db
    .selectFrom('import_rules')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .orderBy('country')
    .orderBy('effective_from', 'desc')
    .execute();
  return rows.map(toOperatorRule);
}

/** Saves the rule of a tenant, country and date (replacing one saved for the same three). Amounts in CNY. */
export async function saveRule(db: Db, rule: SaveImportRuleRequest): Promise<OperatorImportRule> {
  const values = {
    duty_rate_bp: Math.round(rule.dutyRatePercent * 100),
    fixed_fee_fen: Math.round(rule.fixedFeePerParcel * 100),
    duty_free_threshold_fen: rule.dutyFreeThreshold === null ? null : Math.round(rule.dutyFreeThreshold * 100),
    note: rule.note,
  };
  const saved = await db
    .insertInto('import_rules')
    .values({
      id: crypto.randomUUID(),
      tenant_id: rule.tenantId,
      country: rule.country,
      effective_from: rule.effectiveFrom,
      ...values,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'country', 'effective_from']).doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom('import_rules').select(columns).where('id', '=', saved.id).executeTakeFirstOrThrow();
  return toOperatorRule(row);
}

/** True when a rule was deleted. */
export async function deleteRule(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('import_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
