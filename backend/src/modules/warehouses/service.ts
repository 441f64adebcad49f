// The shopper's receiving addresses at the tenant's China warehouses, and their member code: one per shopper,
// written on every parcel they send there so that staff can match it (POST /operator/parcels looks it up).
import crypto from 'node:crypto';
import type { Locale, ReceivingAddress, TenantWarehouse, UserWarehouse } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { toTenantWarehouse } from '../reference/service';

export interface WarehouseOwner {
  tenantId: string;
  userId: string;
}

export const warehouseNotFound = () => new AppError(404, 'WAREHOUSE_NOT_FOUND', 'This warehouse does not exist');

/** No 0/O or 1/I: the code is read off parcel labels. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newMemberCode(tenantSlug: string): string {
  const bytes = crypto.randomBytes(6);
  const tail = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${tenantSlug
    .replace(/[^a-z]/gi, '')
    .slice(0, 2)
    .toUpperCase()}${tail}`;
}

/** The shopper's member code, created on first use (a clash with another shopper's code retries). */
export async function memberCode(db: Db, owner: WarehouseOwner, tenantSlug: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .selectFrom('member_codes')
      .select('code')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    if (existing) return existing.code;
    await db
      .insertInto('member_codes')
      .values({ tenant_id: owner.tenantId, user_id: owner.userId, code: newMemberCode(tenantSlug) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('could not allocate a member code');
}

/** The tenant's shopper whose member code this is. */
export async function ownerOfMemberCode(db: Db, tenantId: string, code: string): Promise<WarehouseOwner | undefined> {
  const row = await db
    .selectFrom('member_codes')
    .select(['tenant_id', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row ? { tenantId: row.tenant_id, userId: row.user_id } : undefined;
}

export function receivingAddress(w: TenantWarehouse, code: string): ReceivingAddress {
  return {
    recipient: `${w.contactName} ${code}`,
    phone: w.contactPhone,
    address: `${w.address} (${code})`,
    postcode: w.postcode,
  };
}

export class UserWarehouseService {
  constructor(private readonly db: Db) {}

  /**
   * The saved warehouses, named in `language`; the receiving address keeps the warehouse's own text, as the
   * sellers in China who ship to it read that one.
   */
  async list(owner: WarehouseOwner, tenantSlug: string, language?: Locale): Promise<UserWarehouse[]> {
    const rows = await this.db
      .selectFrom('user_warehouses as u')
      .innerJoin('tenant_warehouses as w', 'w.id', 'u.warehouse_id')
      .selectAll('w')
      .select(['u.id as saved_id', 'u.created_at as saved_at'])
      .where('u.tenant_id', '=', owner.tenantId)
      .where('u.user_id', '=', owner.userId)
      .orderBy('u.created_at')
      .orderBy('u.id')
      .execute();
    if (rows.length === 0) return [];
    const code = await memberCode(this.db, owner, tenantSlug);
    return rows.map((r) => {
      return {
        id: r.saved_id,
        warehouse: toTenantWarehouse(r, language),
        memberCode: code,
        receivingAddress: receivingAddress(toTenantWarehouse(r), code),
        createdAt: r.saved_at.toISOString(),
      };
    });
  }

  /** Saves a China warehouse of the tenant; saving it again returns the saved one. */
  async add(owner: WarehouseOwner, tenantSlug: string, warehouseId: string, language?: Locale): Promise<UserWarehouse> {
    const warehouse = await this.db
      .selectFrom('tenant_warehouses')
      .select(['id', 'region'])
      .where('id', '=', warehouseId)
      .where('tenant_id', '=', owner.tenantId)
      .executeTakeFirst();
    if (!warehouse || warehouse.region !== 'CHINA') throw warehouseNotFound();
    await this.db
      .insertInto('user_warehouses')
      .values({ id: crypto.randomUUID(), tenant_id: owner.tenantId, user_id: owner.userId, warehouse_id: warehouseId })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'warehouse_id']).doNothing())
      .execute();
    const saved = (await this.list(owner, tenantSlug, language)).find((w) => w.warehouse.id === warehouseId);
    if (!saved) throw warehouseNotFound();
    return saved;
  }

  async remove(owner: WarehouseOwner, id: string): Promise<void> {
    const deleted = await this.db
      .deleteFrom('user_warehouses')
      .where('id', '=', id)
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw warehouseNotFound();
  }
}
