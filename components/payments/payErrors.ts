// The text a shopper reads for a refusal from the payment, order and balance calls. These codes carry values
// (tries left, minutes locked, the amount missing, the order's current state) in the error's `fields`, so they are
// worded here with those values from the `payments` namespace; every other code goes through the shared
// utils/errorText mapping. `topUp` says the answer is "not enough balance", to offer the way to top up.
import { PAY_PASSWORD_LOCK_MINUTES } from '@/contract';
import type { AppError } from '@/services/result';
import { errorText, type Translate } from '@/utils/errorText';
import { BASE_CURRENCY } from '@/utils/currency';
import type { Formatter } from '@/utils/format';

export interface PayErrorText {
  text: string;
  topUp: boolean;
  /** PAY_PASSWORD_LOCKED: seconds until paying is possible again. */
  lockedSeconds: number | null;
  alreadyPaid: boolean;
}

function numberField(error: AppError, name: string): number | null {
  const raw = error.fields?.[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** `format` is the page's formatter (components/common/useFormat), for the amounts some refusals name. */
export function payErrorText(
  t: Translate | ((...args: never[]) => unknown),
  format: Formatter,
  error: AppError,
): PayErrorText {
  const translate = t as Translate;
  const money = (value: number | null) => (value === null ? '' : format.money(value, BASE_CURRENCY));
  const plain = (text: string): PayErrorText => ({ text, topUp: false, lockedSeconds: null, alreadyPaid: false });
  switch (error.code) {
    case 'PAY_PASSWORD_WRONG': {
      const left = numberField(error, 'attemptsLeft');
      return plain(
        left === null
          ? translate('payments:errors.PAY_PASSWORD_WRONG')
          : translate('payments:errors.PAY_PASSWORD_WRONG_LEFT', { left }),
      );
    }
    case 'PAY_PASSWORD_LOCKED': {
      const seconds = numberField(error, 'retryAfterSeconds') ?? PAY_PASSWORD_LOCK_MINUTES * 60;
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return { ...plain(translate('payments:errors.PAY_PASSWORD_LOCKED', { minutes })), lockedSeconds: seconds };
    }
    case 'INSUFFICIENT_BALANCE':
      return {
        ...plain(
          translate('payments:errors.INSUFFICIENT_BALANCE', {
            required: money(numberField(error, 'required')),
            available: money(numberField(error, 'available')),
          }),
        ),
        topUp: true,
      };
    case 'ALREADY_PAID':
      return { ...plain(translate('payments:errors.ALREADY_PAID')), alreadyPaid: true };
    case 'ORDER_STATE': {
      const status = error.fields?.status ?? error.detail ?? '';
      return plain(
        translate('payments:errors.ORDER_STATE', {
          status: status ? translate(`orders:status.${status}`, { defaultValue: status }) : '',
        }),
      );
    }
    case 'ITEM_UNAVAILABLE':
      return plain(translate('payments:errors.ITEM_UNAVAILABLE', { title: error.fields?.title ?? '' }));
    case 'AMOUNT_BELOW_MINIMUM':
      return plain(
        translate('payments:errors.AMOUNT_BELOW_MINIMUM', { minimum: money(numberField(error, 'minimum')) }),
      );
    case 'PAY_PASSWORD_NOT_SET':
    case 'PAY_PASSWORD_ALREADY_SET':
    case 'PAYMENT_CANCELLED':
    case 'PAYMENT_NOT_FOUND':
    case 'ORDER_NOT_FOUND':
    case 'WAREHOUSE_NOT_FOUND':
    case 'DEPOSIT_CHANNEL_NOT_FOUND':
    case 'REQUEST_NOT_FOUND':
    case 'REQUEST_STATE':
    case 'RECEIPT_NOT_UPLOADED':
    case 'ONEPAY_NOT_FOUND':
    case 'ONEPAY_EXPIRED':
    case 'ONLINE_TOP_UP_UNAVAILABLE':
    case 'PAY_PASSWORD_REQUIRED':
      return plain(translate(`payments:errors.${error.code}`));
    default:
      return plain(errorText(t, error));
  }
}
