import { RECORD_LIMITS, type RecordLimitCode } from '../../../../contract';
import { AppError } from '../../http/errors';

/*
 * Caps on the records one shopper keeps open (contract RECORD_LIMITS). Each creating call counts inside its
 * transaction after taking the shopper's account row lock (ledger.lockAccount), so parallel calls queue up and
 * cannot all slip under the cap at once.
 */

export const recordLimitReached = (code: RecordLimitCode) =>
  new AppError(429, code, `You have ${RECORD_LIMITS[code]} open already; finish or close one first`, {
    fields: { limit: String(RECORD_LIMITS[code]) },
  });

/** Throws the limit's 429 when `open` records already reach it. */
export function assertUnderLimit(code: RecordLimitCode, open: number | bigint | string | undefined): void {
  if (Number(open ?? 0) >= RECORD_LIMITS[code]) throw recordLimitReached(code);
}
