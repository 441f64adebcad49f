// What a transit order costs, priced once for the quote the form shows and for the order itself: the line's fee
// for the parcels packed together by the packing rule (refused when the line does not serve the country or the
// box is too heavy), the services chosen, and for the quote the import charges of the country's rule in force
// today on the declared value. The warehouse's weighing later replaces only the shipping fee.
import type { Locale, ShipmentWeights, TransitQuote, TransitServiceCode } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { toCny, toFen } from '../account/money';
import { importCharges } from '../imports/rules';
import { ruleFen, ruleInForce, toImportCharges, toImportRule } from '../imports/service';
import { ownedParcels } from '../parcels/service';
import { inLanguage, namesMatch } from '../reference/translated';
import { tariffOf, toBreakdown, type TransitLineRow } from '../shipping/estimate';
import {
  feeFor,
  longestSideCm,
  packParcels,
  refusalFor,
  shipmentWeights,
  type Box,
  type FeeFen,
} from '../shipping/rules';
import type { TransitOwner } from './queries';
import {
  priceServices,
  serviceTermsOf,
  servicesTotalFen,
  toServiceCharges,
  type ServiceFeesFen,
} from './servicePricing';

export interface ShipmentPrice {
  weights: ShipmentWeights;
  fee: FeeFen;
}

export function transitOptionNotFound(): AppError {
  return new AppError(404, 'TRANSIT_OPTION_NOT_FOUND', 'This shipping line does not exist', {
    fields: { transitOptionName: 'NOT_FOUND' },
  });
}

/**
 * The line a page chose, by its name in any of the tenant's languages (a page names lines in its own); the row
 * keeps the default name, which is what an order records.
 */
export async function lineNamed(db: Db, tenantId: string, name: string): Promise<TransitLineRow> {
  const lines = await db.selectFrom('transit_options').selectAll().where('tenant_id', '=', tenantId).execute();
  const line = lines.find((l) => l.name === name) ?? lines.find((l) => namesMatch(name, l.name, l.name_translations));
  if (!line) throw transitOptionNotFound();
  return line;
}

/** The line's fee for these parcels packed together, or 409 COUNTRY_NOT_SERVED / TOO_HEAVY / OVERSIZE. */
export function priceShipment(line: TransitLineRow, parcels: readonly Box[], country: string): ShipmentPrice {
  const tariff = tariffOf(line);
  const box = packParcels(parcels);
  const weights = shipmentWeights(box, tariff.volumetricDivisor);
  const refusal = refusalFor(tariff, country, weights.chargeableGrams, box);
  if (refusal === 'COUNTRY_NOT_SERVED') {
    throw new AppError(409, 'COUNTRY_NOT_SERVED', 'This line does not deliver to that country', {
      detail: country,
      fields: { transitOptionName: refusal },
    });
  }
  if (refusal === 'TOO_HEAVY') {
    throw new AppError(409, 'TOO_HEAVY', 'These parcels together are heavier than the line takes', {
      detail: `${weights.chargeableGrams} g > ${tariff.maxWeightGrams} g`,
      fields: {
        transitOptionName: refusal,
        chargeableGrams: String(weights.chargeableGrams),
        maxWeightGrams: String(tariff.maxWeightGrams),
      },
    });
  }
  if (refusal === 'OVERSIZE')
    throw oversize(box, tariff.maxLengthCm ?? 0, 'These parcels packed together make a box longer than the line takes');
  return { weights, fee: feeFor(tariff, weights.chargeableGrams) };
}

export interface QuoteInput {
  purchaseParcelIds: string[];
  transitOptionName: string;
  country: string;
  declaredValue: number;
  services: TransitServiceCode[];
}

export async function quoteTransit(
  db: Db,
  owner: TransitOwner,
  input: QuoteInput,
  language?: Locale,
): Promise<TransitQuote> {
  const line = await lineNamed(db, owner.tenantId, input.transitOptionName);
  const parcels = await ownedParcels(db, owner, input.purchaseParcelIds);
  const shipment = priceShipment(
    line,
    parcels.map((p) => ({
      weightGrams: p.weight_grams,
      lengthCm: p.length_cm,
      widthCm: p.width_cm,
      heightCm: p.height_cm,
    })),
    input.country,
  );
  const declaredFen = toFen(input.declaredValue);
  const fees: ServiceFeesFen = priceServices(
    await serviceTermsOf(db, owner.tenantId),
    input.services,
    declaredFen,
    parcels.length,
  );
  const dueFen = shipment.fee.totalFen + servicesTotalFen(fees);
  const rule = await ruleInForce(db, owner.tenantId, input.country);
  // The whole order crosses the border as one box: one parcel under the rule.
  const charges = rule ? importCharges(ruleFen(rule), declaredFen) : null;
  return {
    country: input.country,
    transitOptionName: inLanguage(line.name, line.name_translations, language),
    weights: shipment.weights,
    shipping: toBreakdown(shipment.fee),
    declaredValue: toCny(declaredFen),
    services: toServiceCharges(fees),
    amountDue: toCny(dueFen),
    importCharges: charges ? toImportCharges(charges) : null,
    rule: rule ? toImportRule(rule) : null,
    total: toCny(declaredFen + dueFen + (charges?.totalFen ?? 0)),
  };
}

/** 409 OVERSIZE: the packed box's longest side is above the line's limit. */
export function oversize(box: Box, maxLengthCm: number, message: string): AppError {
  const longest = longestSideCm(box);
  return new AppError(409, 'OVERSIZE', message, {
    detail: `${longest} cm > ${maxLengthCm} cm`,
    fields: { transitOptionName: 'OVERSIZE', longestSideCm: String(longest), maxLengthCm: String(maxLengthCm) },
  });
}
