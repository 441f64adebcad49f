// A purchase order keeps its warehouse as it read when the order was made (the tenant's default texts); the
// shopper reads its name, and a local warehouse's address, in their language where the tenant keeps one.
import type { Locale, TenantWarehouse } from '../../../../contract';
import type { Db } from '../../db';
import { tenantTexts, type TenantTexts } from '../reference/tenantTexts';

type WithWarehouse = { tenantWarehouse: TenantWarehouse };

const hasWarehouse = (value: unknown): value is WithWarehouse =>
  value !== null &&
  typeof value === 'object' &&
  'tenantWarehouse' in value &&
  typeof (value as WithWarehouse).tenantWarehouse === 'object' &&
  (value as WithWarehouse).tenantWarehouse !== null;

/** The order in `value`: itself, a result holding one (`order`) or a page of them (`items`). */
function carriesWarehouse(value: unknown): boolean {
  if (hasWarehouse(value)) return true;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return hasWarehouse(record.order) || (Array.isArray(record.items) && record.items.some(hasWarehouse));
}

function localize(value: unknown, texts: TenantTexts): unknown {
  if (hasWarehouse(value)) return { ...value, tenantWarehouse: texts.warehouse(value.tenantWarehouse) };
  const record = value as Record<string, unknown>;
  if (hasWarehouse(record.order)) return { ...record, order: localize(record.order, texts) };
  return {
    ...record,
    items: (record.items as unknown[]).map((item) => (hasWarehouse(item) ? localize(item, texts) : item)),
  };
}

/** An order, a result holding one (`order`) or a page of them (`items`), with its warehouse in `language`. */
export async function localizeOrderWarehouses(
  db: Db,
  tenantId: string,
  language: Locale,
  payload: unknown,
): Promise<unknown> {
  if (!carriesWarehouse(payload)) return payload;
  return localize(payload, await tenantTexts(db, tenantId, language));
}
