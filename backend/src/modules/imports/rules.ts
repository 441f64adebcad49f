// The import charges of one parcel, pure integers (fen, basis points):
//   duty   = 0 when the goods' value is within the duty-free threshold, else duty rate × the goods' value
//   charge = duty + the fixed fee per parcel (due whatever the value)
// The goods' value is what the shopper paid for the goods (the declared value); shipping and the agent's fees
// are not part of it.
import { percentOf } from '../account/money';

export interface ImportRuleFen {
  dutyRateBp: number;
  fixedFeeFen: number;
  /** Null: no duty-free minimum. */
  dutyFreeThresholdFen: number | null;
}

export interface ImportChargesFen {
  dutiableFen: number;
  dutyFen: number;
  dutyFree: boolean;
  fixedFeeFen: number;
  totalFen: number;
}

export function importCharges(rule: ImportRuleFen, goodsFen: number): ImportChargesFen {
  const dutyFree = rule.dutyFreeThresholdFen !== null && goodsFen <= rule.dutyFreeThresholdFen;
  const dutyFen = dutyFree ? 0 : percentOf(goodsFen, rule.dutyRateBp);
  return {
    dutiableFen: goodsFen,
    dutyFen,
    dutyFree,
    fixedFeeFen: rule.fixedFeeFen,
    totalFen: dutyFen + rule.fixedFeeFen,
  };
}
