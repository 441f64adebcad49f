import { AppError } from '../../http/errors';
import type { Db } from '../../db';
import type { Owner } from './ledger';
import { MAX_AMOUNT_CNY, cnyText } from './money';
import { checkPayPassword } from './payPassword';

/*
 * The one place that decides whether this session may move this money now. Every way money leaves a balance
 * (order pay, payment pay, batch pay, transit pay, withdrawals, and settling a payment right after an online
 * top-up made for it) asks here first and then honours the grant inside its money transaction:
 * - with the pay password: the password is checked (its five-tries lock included) before any row is locked,
 *   and the grant allows up to the per-call limit;
 * - with a top-up made for a payment: no password, but the grant allows only what that top-up credited, so
 *   money that was already in the balance never leaves without the password.
 * The session itself (a live login of this tenant) is established by the route before it names the owner.
 */

export type SpendProof =
  | { kind: 'PAY_PASSWORD'; payPassword: string }
  | { kind: 'TOP_UP'; payCode: string; paymentNo: string; creditedFen: number };

export interface SpendGrant {
  /** Most fen this call may take from the balance. */
  maxFen: number;
  /** Payment numbers this grant is limited to, or null for any of the shopper's own. */
  paymentNos: readonly string[] | null;
}

const MAX_FEN_PER_CALL = MAX_AMOUNT_CNY * 100;

export const spendNotAllowed = (requiredFen: number, allowedFen: number) =>
  new AppError(403, 'PAY_PASSWORD_REQUIRED', 'Enter your pay password to pay from the balance', {
    detail: `Allowed without the pay password: ${cnyText(allowedFen)} CNY`,
    fields: { payPassword: 'PAY_PASSWORD_REQUIRED', required: cnyText(requiredFen), allowed: cnyText(allowedFen) },
  });

export async function authorizeSpend(db: Db, owner: Owner, proof: SpendProof): Promise<SpendGrant> {
  if (proof.kind === 'PAY_PASSWORD') {
    await checkPayPassword(db, owner, proof.payPassword);
    return { maxFen: MAX_FEN_PER_CALL, paymentNos: null };
  }
  const credited = Number.isInteger(proof.creditedFen) && proof.creditedFen > 0 ? proof.creditedFen : 0;
  return { maxFen: Math.min(credited, MAX_FEN_PER_CALL), paymentNos: [proof.paymentNo] };
}

/** Inside the money transaction: throws unless the grant covers taking `totalFen` for these payments. */
export function assertGranted(grant: SpendGrant, totalFen: number, paymentNos: readonly string[]): void {
  if (grant.paymentNos && !paymentNos.every((no) => grant.paymentNos?.includes(no))) throw spendNotAllowed(totalFen, 0);
  if (totalFen > grant.maxFen) throw spendNotAllowed(totalFen, grant.maxFen);
}
