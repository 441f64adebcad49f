// Field-level error codes (from ./validation.ts or the API's `fields`) to the text shown under a field.
// The codes are shared with the API, so both go through `common:errors.<CODE>`; an unknown code falls back to
// the generic invalid-field text rather than showing the raw code.
import { EMAIL_CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';
import type { AppError } from '@/services/result';
import { actionErrorText, type Translate } from '@/utils/errorText';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldText(
  t: Translate | ((...args: never[]) => unknown),
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  const translate = t as Translate;
  const fallback = translate('common:errors.INVALID_FIELD');
  // The bounds some texts mention ("at least {{min}} characters"); unused values are ignored.
  return translate(`common:errors.${code}`, {
    defaultValue: fallback,
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    maxName: NAME_MAX_LENGTH,
    length: EMAIL_CODE_LENGTH,
  });
}

/**
 * Splits an API failure into errors for the fields this form shows and a form-level message for the rest.
 * A field error on a field the form does not show would otherwise vanish, so it becomes the form message, worded
 * for the form's `action` (the key of "Could not …: {{reason}}").
 */
export function splitApiError<K extends string>(
  t: Translate | ((...args: never[]) => unknown),
  error: AppError,
  known: readonly K[],
  action: string,
): { fields: FieldErrors<K>; message: string | null } {
  const fields: FieldErrors<K> = {};
  let unmatched = false;
  for (const [name, code] of Object.entries(error.fields ?? {})) {
    if ((known as readonly string[]).includes(name)) fields[name as K] = code;
    else unmatched = true;
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, message: !hasFields || unmatched ? actionErrorText(t, action, error) : null };
}
