// zod validation for bodies and query strings, turning every issue into a named field with an UPPER_SNAKE code.
// A schema may name the code itself: `z.string().email({ error: 'INVALID_EMAIL' })`; otherwise a generic one is
// derived (REQUIRED, TOO_SHORT, TOO_LONG, INVALID_FORMAT, INVALID_VALUE, INVALID_TYPE).
import { z } from 'zod';
import { validationError } from './errors';

const CODE = /^[A-Z][A-Z0-9_]+$/;

function codeFor(issue: z.core.$ZodIssue, input: unknown): string {
  if (CODE.test(issue.message)) return issue.message;
  const value = issue.path.reduce<unknown>(
    (acc, key) => (acc !== null && typeof acc === 'object' ? (acc as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      return value === '' ? 'REQUIRED' : 'TOO_SHORT';
    case 'too_big':
      return 'TOO_LONG';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
}

/** Field map from a zod error: `{ 'items.0.quantity': 'TOO_SHORT' }`; root issues go to `_`. */
export function zodFields(error: z.ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = codeFor(issue, input);
  }
  return fields;
}

/** Parse or throw a 400 `VALIDATION_FAILED` AppError with fields. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(zodFields(result.error, input));
  return result.data;
}
export const parseBody = parseWith;
export const parseQuery = parseWith;
