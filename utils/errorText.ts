// The one mapping from an API error to the text a shopper reads: `common:errors.<CODE>` when that key exists,
// else a translated message by error kind. Pure: takes the translate function and the error value.
import type { ApiErrorBody } from '@/contract';

/** The parts of AppError this needs (kept structural so utils/ imports nothing of ours but contract/). */
export interface ErrorLike {
  kind: 'network' | 'timeout' | 'http' | 'validation';
  status: number | null;
  code: ApiErrorBody['code'];
  message?: string;
  /** Values the API sent with the code (e.g. `limit`), available to the text as {{name}}. */
  fields?: Record<string, string>;
}

/** Loose translate signature: accepts react-i18next's `t` whatever namespace it was created for. */
export type Translate = (key: string, options?: { defaultValue?: string; [k: string]: unknown }) => string;

const MISSING = '\u0000missing';

function lookup(t: Translate, key: string, values: Record<string, string> = {}): string | null {
  const text = t(key, { ...values, defaultValue: MISSING });
  return text && text !== MISSING && text !== key ? text : null;
}

export function errorKey(error: ErrorLike): string {
  if (error.kind === 'timeout') return 'common:errors.TIMEOUT';
  if (error.kind === 'network') return 'common:errors.NETWORK_ERROR';
  if (error.status !== null && error.status >= 500) return 'common:errors.SERVER_ERROR';
  return 'common:errors.UNKNOWN_ERROR';
}

export function errorText(t: Translate | ((...args: never[]) => unknown), error: ErrorLike): string {
  const translate = t as Translate;
  if (/^[A-Z][A-Z0-9_]*$/.test(error.code)) {
    const specific = lookup(translate, `common:errors.${error.code}`, error.fields);
    if (specific) return specific;
  }
  return lookup(translate, errorKey(error)) ?? 'Something went wrong. Please try again.';
}

/**
 * A refusal worded for the action it answers, as a form shows it above its fields: `action` is the key of a
 * sentence such as "Could not save the address: {{reason}}", the reason being the error's own text.
 */
export function actionErrorText(
  t: Translate | ((...args: never[]) => unknown),
  action: string,
  error: ErrorLike,
): string {
  return (t as Translate)(action, { reason: errorText(t, error) });
}
