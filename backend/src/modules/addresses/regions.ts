// Checks a region path (province → city → district codes) against the tenant's address tree of a country.
import type { Db } from '../../db';

export type RegionCheck = { ok: true; names: string[] } | { ok: false; code: 'INVALID_REGION' | 'REQUIRED' };

/**
 * With a tree for the country the codes must run from a top-level node down to a leaf, each the child of the one
 * before; without a tree no codes may be given.
 */
export async function checkRegionPath(
  db: Db,
  tenantId: string,
  country: string,
  codes: readonly string[],
): Promise<RegionCheck> {
  const rows = await db
    .selectFrom('address_districts')
    .select(['code', 'name', 'parent_code'])
    .where('tenant_id', '=', tenantId)
    .where('country', '=', country)
    .execute();
  if (rows.length === 0) return codes.length === 0 ? { ok: true, names: [] } : { ok: false, code: 'INVALID_REGION' };
  if (codes.length === 0) return { ok: false, code: 'REQUIRED' };
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const hasChildren = new Set(rows.map((r) => r.parent_code).filter((c): c is string => c !== null));
  const names: string[] = [];
  let parent: string | null = null;
  for (const code of codes) {
    const node = byCode.get(code);
    if (!node || node.parent_code !== parent) return { ok: false, code: 'INVALID_REGION' };
    names.push(node.name);
    parent = code;
  }
  if (parent !== null && hasChildren.has(parent)) return { ok: false, code: 'INVALID_REGION' };
  return { ok: true, names };
}
