// Consolidation advice for a shopper's parcels: loads what the planner needs (their parcels waiting in the
// warehouse, the tenant's lines, the destination) and answers in the contract's terms. The fees are the same
// estimates a transit order of those parcels on that line would carry.
import type { ConsolidationAdvice, ConsolidationRequest, Locale } from '../../../../contract';
import type { Db } from '../../db';
import { AppError, validationError } from '../../http/errors';
import { ownedParcels, type ParcelOwner } from '../parcels/service';
import { planConsolidation } from './consolidationPlan';
import { tariffOf, toBreakdown, transitLines } from './estimate';

const yuan = (fen: number) => Math.round(fen) / 100;

/** The shopper's default delivery address's country (else their newest address's), or null without one. */
async function homeCountry(db: Db, owner: ParcelOwner): Promise<string | null> {
  const row = await db
    .selectFrom('user_addresses')
    .select('country')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('kind', '=', 'DELIVERY')
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.country ?? null;
}

/** Lines are named in `language`, as the ship dialog's estimate names them. */
export async function consolidationAdvice(
  db: Db,
  owner: ParcelOwner,
  request: Required<ConsolidationRequest>,
  language?: Locale,
): Promise<ConsolidationAdvice> {
  const parcels = await ownedParcels(db, owner, request.purchaseParcelIds);
  const away = parcels.find((p) => p.status !== 'IN_STOCK');
  if (away) {
    throw new AppError(409, 'PARCEL_NOT_AVAILABLE', 'A parcel is already in a transit order or has left', {
      detail: away.parcel_no,
      fields: { purchaseParcelIds: away.id, status: away.status },
    });
  }
  const country = request.country ?? (await homeCountry(db, owner));
  if (!country) throw validationError({ country: 'REQUIRED' });

  const lines = await transitLines(db, owner.tenantId, language);
  const outcome = planConsolidation(
    parcels.map((p) => ({
      id: p.id,
      warehouseId: p.warehouse_id,
      box: { weightGrams: p.weight_grams, lengthCm: p.length_cm, widthCm: p.width_cm, heightCm: p.height_cm },
    })),
    lines.map((l) => ({ name: l.name, tariff: tariffOf(l) })),
    country,
  );
  if (!outcome.ok && outcome.reason === 'NO_LINE_TO_COUNTRY') {
    throw new AppError(409, 'NO_LINE_TO_COUNTRY', 'No shipping line delivers to that country', {
      detail: country,
      fields: { country },
    });
  }
  if (!outcome.ok) {
    const parcelNo = parcels.find((p) => p.id === outcome.parcelId)?.parcel_no ?? outcome.parcelId;
    throw new AppError(409, 'NO_LINE_FOR_PARCEL', 'No shipping line to that country takes this parcel', {
      detail: parcelNo,
      fields: { parcelNo, purchaseParcelIds: outcome.parcelId },
    });
  }

  const { plan } = outcome;
  const byId = new Map(parcels.map((p) => [p.id, p]));
  const lineByName = new Map(lines.map((l) => [l.name, l]));
  return {
    country,
    groups: plan.groups.map((g) => {
      const line = lineByName.get(g.line);
      return {
        purchaseParcelIds: g.parcelIds,
        parcelNos: g.parcelIds.map((id) => byId.get(id)?.parcel_no ?? id),
        transitOptionName: g.line,
        deliveryDays: { min: line?.delivery_days_min ?? 0, max: line?.delivery_days_max ?? 0 },
        selfPickupAvailable: line?.self_pickup_available ?? false,
        weights: {
          actualGrams: g.box.weightGrams,
          volumetricGrams: g.volumetricGrams,
          chargeableGrams: g.chargeableGrams,
        },
        fee: toBreakdown(g.fee),
      };
    }),
    total: yuan(plan.totalFen),
    separateTotal: yuan(plan.separateFen),
    saving: yuan(plan.separateFen - plan.totalFen),
    method: plan.method,
  };
}
