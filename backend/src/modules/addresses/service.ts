// A shopper's delivery and billing addresses. Rules: the default is listed first (then newest first); the first
// address is the default; choosing another default clears the old one; deleting the default makes the most recent
// other address the default. Each save runs in a transaction that locks the shopper's row, so two saves cannot
// leave two defaults or none.
import crypto from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { MAX_ADDRESSES, type BillingAddress, type UserAddress } from '../../../../contract';
import { jsonb, type Database, type Db } from '../../db';
import { AppError, validationError } from '../../http/errors';
import { checkRegionPath } from './regions';
import type { AddressKind, UserAddressesTable } from './tables';
import type { AddressInput, BillingAddressInput } from './validation';

export interface AddressOwner {
  tenantId: string;
  userId: string;
}

type Row = Selectable<UserAddressesTable>;

export const addressNotFound = () => new AppError(404, 'ADDRESS_NOT_FOUND', 'This address does not exist');

export function toAddress(row: Row): UserAddress {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    country: row.country,
    regionCodes: row.region_codes,
    regionNames: row.region_names,
    city: row.city,
    street: row.street,
    postcode: row.postcode,
    defaultAddress: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toBillingAddress(row: Row): BillingAddress {
  return {
    ...toAddress(row),
    sellerKind: row.seller_kind ?? 'INDIVIDUAL',
    companyName: row.company_name,
    taxNumber: row.tax_number,
  };
}

async function listRows(db: Db | Transaction<Database>, owner: AddressOwner, kind: AddressKind): Promise<Row[]> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('kind', '=', kind)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findAddress(
  db: Db | Transaction<Database>,
  owner: AddressOwner,
  kind: AddressKind,
  id: string,
): Promise<Row | undefined> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Serialises address changes of one shopper (their users row is the lock). */
async function lockOwner(trx: Transaction<Database>, owner: AddressOwner): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', owner.userId)
    .where('tenant_id', '=', owner.tenantId)
    .forUpdate()
    .execute();
}

interface Resolved {
  regionNames: string[];
  city: string;
}

/** Tenant checks of the fields: country supported, region path valid, city present. */
async function resolveFields(db: Db, owner: AddressOwner, input: AddressInput): Promise<Resolved> {
  const fields: Record<string, string> = {};
  const country = await db
    .selectFrom('supported_countries')
    .select('code')
    .where('tenant_id', '=', owner.tenantId)
    .where('code', '=', input.country)
    .executeTakeFirst();
  if (!country) throw validationError({ country: 'COUNTRY_NOT_SUPPORTED' });
  const region = await checkRegionPath(db, owner.tenantId, input.country, input.regionCodes);
  if (!region.ok) fields.regionCodes = region.code;
  const city = input.city || (region.ok ? (region.names[region.names.length - 1] ?? '') : '');
  if (!city && region.ok) fields.city = 'REQUIRED';
  if (Object.keys(fields).length) throw validationError(fields);
  return { regionNames: region.ok ? region.names : [], city };
}

export class AddressService {
  constructor(private readonly db: Db) {}

  list(owner: AddressOwner, kind: AddressKind): Promise<Row[]> {
    return listRows(this.db, owner, kind);
  }

  /** Creates (no id) or updates (id) an address of the kind; returns the saved row. */
  async save(
    owner: AddressOwner,
    kind: AddressKind,
    input: AddressInput,
    billing?: Pick<BillingAddressInput, 'sellerKind' | 'companyName' | 'taxNumber'>,
  ): Promise<Row> {
    if (billing?.sellerKind === 'COMPANY') {
      const fields: Record<string, string> = {};
      if (!billing.companyName) fields.companyName = 'REQUIRED_FOR_COMPANY';
      if (!billing.taxNumber) fields.taxNumber = 'REQUIRED_FOR_COMPANY';
      if (Object.keys(fields).length) throw validationError(fields);
    }
    const resolved = await resolveFields(this.db, owner, input);
    const values = {
      recipient: input.recipient,
      phone: input.phone,
      country: input.country,
      region_codes: jsonb(input.regionCodes),
      region_names: jsonb(resolved.regionNames),
      city: resolved.city,
      street: input.street,
      postcode: input.postcode,
      seller_kind: billing ? billing.sellerKind : null,
      company_name: billing?.sellerKind === 'COMPANY' ? billing.companyName : null,
      tax_number: billing?.sellerKind === 'COMPANY' ? billing.taxNumber : null,
    };
    return this.db.transaction().execute(async (trx) => {
      await lockOwner(trx, owner);
      const existing = await listRows(trx, owner, kind);
      let id = input.id;
      if (id) {
        if (!existing.some((r) => r.id === id)) throw addressNotFound();
        await trx
          .updateTable('user_addresses')
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
      } else {
        if (existing.length >= MAX_ADDRESSES) {
          throw new AppError(409, 'TOO_MANY_ADDRESSES', 'You keep as many addresses as allowed; delete one first', {
            detail: String(MAX_ADDRESSES),
          });
        }
        id = crypto.randomUUID();
        await trx
          .insertInto('user_addresses')
          .values({ id, tenant_id: owner.tenantId, user_id: owner.userId, kind, ...values, is_default: false })
          .execute();
      }
      // The first address is the default; asking for it makes this one the default. Unticking the default on
      // its own changes nothing: a shopper with addresses always has one.
      const hasDefault = existing.some((r) => r.is_default);
      if (input.defaultAddress || !hasDefault) await this.makeDefault(trx, owner, kind, id);
      return (await findAddress(trx, owner, kind, id)) as Row;
    });
  }

  /** Deletes an address; when it was the default the most recent other one becomes the default. */
  async remove(owner: AddressOwner, kind: AddressKind, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lockOwner(trx, owner);
      const deleted = await trx
        .deleteFrom('user_addresses')
        .where('id', '=', id)
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('kind', '=', kind)
        .returning('is_default')
        .executeTakeFirst();
      if (!deleted) throw addressNotFound();
      if (!deleted.is_default) return;
      const next = await trx
        .selectFrom('user_addresses')
        .select('id')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next) await this.makeDefault(trx, owner, kind, next.id);
    });
  }

  private async makeDefault(
    trx: Transaction<Database>,
    owner: AddressOwner,
    kind: AddressKind,
    id: string,
  ): Promise<void> {
    await trx
      .updateTable('user_addresses')
      .set({ is_default: false })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('kind', '=', kind)
      .where('is_default', '=', true)
      .where('id', '<>', id)
      .execute();
    await trx.updateTable('user_addresses').set({ is_default: true }).where('id', '=', id).execute();
  }
}
