// The services of a transit order, priced from the tenant's settings (tenant_commerce_settings, migration 058):
//   insurance          = insurance rate × declared value, at least the tenant's minimum (needs a declared value);
//   reinforced packing = the fee per parcel × the parcels in the order;
//   trial packing      = a fixed fee per order.
// A service the tenant does not offer is refused (409 SERVICE_NOT_OFFERED), never priced at zero. Fees are fixed
// when the order is made; weighing changes only the shipping fee.
import type { TransitServiceCharge, TransitServiceCode, TransitServiceOffer } from '../../../../contract';
import type { Db } from '../../db';
import { AppError, validationError } from '../../http/errors';
import type { Trx } from '../account/ledger';
import { percentOf, toCny } from '../account/money';
import type { TransitOrderRow } from './model';

export interface ServiceTermsFen {
  insurance: { rateBp: number; minFen: number } | null;
  reinforcedPackingFen: number | null;
  trialPackingFen: number | null;
}

/** The fee of each service on an order; null: not chosen. */
export interface ServiceFeesFen {
  insuranceFen: number | null;
  reinforcedPackingFen: number | null;
  trialPackingFen: number | null;
}

export const NO_SERVICES: ServiceTermsFen = { insurance: null, reinforcedPackingFen: null, trialPackingFen: null };

/** The tenant's terms; a tenant without a settings row offers no service. */
export async function serviceTermsOf(db: Db | Trx, tenantId: string): Promise<ServiceTermsFen> {
  const row = await db
    .selectFrom('tenant_commerce_settings')
    .select(['insurance_rate_bp', 'insurance_min_fen', 'reinforced_packing_fee_fen', 'trial_packing_fee_fen'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return NO_SERVICES;
  return {
    insurance: row.insurance_rate_bp === null ? null : { rateBp: row.insurance_rate_bp, minFen: row.insurance_min_fen },
    reinforcedPackingFen: row.reinforced_packing_fee_fen,
    trialPackingFen: row.trial_packing_fee_fen,
  };
}

export const toServiceOffer = (terms: ServiceTermsFen): TransitServiceOffer => ({
  insurance: terms.insurance
    ? { ratePercent: terms.insurance.rateBp / 100, minimumFee: toCny(terms.insurance.minFen) }
    : null,
  reinforcedPacking: terms.reinforcedPackingFen === null ? null : { feePerParcel: toCny(terms.reinforcedPackingFen) },
  trialPacking: terms.trialPackingFen === null ? null : { fee: toCny(terms.trialPackingFen) },
});

function notOffered(service: TransitServiceCode): AppError {
  return new AppError(409, 'SERVICE_NOT_OFFERED', 'This site does not offer this service on transit orders', {
    detail: service,
    fields: { services: service },
  });
}

export function priceServices(
  terms: ServiceTermsFen,
  chosen: readonly TransitServiceCode[],
  declaredValueFen: number,
  parcelCount: number,
): ServiceFeesFen {
  const fees: ServiceFeesFen = { insuranceFen: null, reinforcedPackingFen: null, trialPackingFen: null };
  for (const service of chosen) {
    if (service === 'INSURANCE') {
      if (!terms.insurance) throw notOffered(service);
      // Insurance pays out the declared value: nothing declared, nothing to insure.
      if (declaredValueFen <= 0) throw validationError({ declaredValue: 'REQUIRED_FOR_INSURANCE' });
      fees.insuranceFen = Math.max(terms.insurance.minFen, percentOf(declaredValueFen, terms.insurance.rateBp));
    } else if (service === 'REINFORCED_PACKING') {
      if (terms.reinforcedPackingFen === null) throw notOffered(service);
      fees.reinforcedPackingFen = terms.reinforcedPackingFen * parcelCount;
    } else {
      if (terms.trialPackingFen === null) throw notOffered(service);
      fees.trialPackingFen = terms.trialPackingFen;
    }
  }
  return fees;
}

export const servicesTotalFen = (f: ServiceFeesFen): number =>
  (f.insuranceFen ?? 0) + (f.reinforcedPackingFen ?? 0) + (f.trialPackingFen ?? 0);

export function toServiceCharges(f: ServiceFeesFen): TransitServiceCharge[] {
  const charges: TransitServiceCharge[] = [];
  if (f.insuranceFen !== null) charges.push({ service: 'INSURANCE', fee: toCny(f.insuranceFen) });
  if (f.reinforcedPackingFen !== null)
    charges.push({ service: 'REINFORCED_PACKING', fee: toCny(f.reinforcedPackingFen) });
  if (f.trialPackingFen !== null) charges.push({ service: 'TRIAL_PACKING', fee: toCny(f.trialPackingFen) });
  return charges;
}

export const serviceFeesOf = (
  row: Pick<TransitOrderRow, 'insurance_fee_fen' | 'reinforced_packing_fee_fen' | 'trial_packing_fee_fen'>,
): ServiceFeesFen => ({
  insuranceFen: row.insurance_fee_fen,
  reinforcedPackingFen: row.reinforced_packing_fee_fen,
  trialPackingFen: row.trial_packing_fee_fen,
});
