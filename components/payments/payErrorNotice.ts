// The text of a refusal from the payment, order and balance calls for a notice, with its wording's code
// (./payErrors.ts) loaded when a refusal happens: the cart and the order list can show one, and most visits never
// do. Should that code fail to load, the shared error text says what went wrong instead.
import type { AppError } from '@/services/result';
import { errorText, type Translate } from '@/utils/errorText';
import type { Formatter } from '@/utils/format';

export async function payErrorNotice(
  t: Translate | ((...args: never[]) => unknown),
  format: Formatter,
  error: AppError,
): Promise<string> {
  try {
    const { payErrorText } = await import('./payErrors');
    return payErrorText(t, format, error).text;
  } catch {
    return errorText(t, error);
  }
}
