// The state every sign-in and account form keeps: the typed values, one error code per field, and a form-level
// message. Editing a field clears its error and the form message: an error describes what was sent, not what
// the shopper is typing now. `field(name, { hint })` binds a TextField/PasswordField
// to all three; `feedback(name)` binds only the error and helper text of a field whose value lives elsewhere
// (the email shared by the auth tabs).
import { useState, type ChangeEvent } from 'react';
import type { AppError } from '@/services/result';
import { collectErrors } from '@/components/common/form/validation';
import { fieldText, splitApiError, type FieldErrors } from './fieldErrors';

type Translate = Parameters<typeof fieldText>[0];
type InputChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * @param fields every field the form shows an error under (API field errors on others become the message)
 * @param initial the fields whose values this form holds (a subset of `fields`)
 */
export function useFormState<F extends string, V extends F = never>(
  t: Translate,
  fields: readonly F[],
  initial: Record<V, string> | (() => Record<V, string>) = {} as Record<V, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<string | null>(null);

  /** The shopper changed `name`: its error and the form message no longer describe what the form holds. */
  const clearError = (name: F) => {
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    setMessage(null);
  };

  const set = (name: V) => (event: InputChange) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  /** The error state and the text under a field: its error, else the hint. */
  const feedback = (name: F, hint?: string) => ({
    error: Boolean(errors[name]),
    helperText: fieldText(t, errors[name]) ?? hint,
  });

  const field = (name: V, options: { hint?: string } = {}) => ({
    name,
    value: values[name],
    onChange: set(name),
    ...feedback(name, options.hint),
  });

  /** Shows the client-side errors (and clears the message); true when there are none. */
  const validate = (rules: Record<F, string | null>): boolean => {
    const found = collectErrors<F, string>(rules);
    setErrors(found);
    setMessage(null);
    return Object.keys(found).length === 0;
  };

  /**
   * An API failure: field errors under their fields, the rest as the form message worded for `action` (the key
   * of the sentence "Could not …: {{reason}}" naming what the shopper tried).
   */
  const showApiError = (error: AppError, action: string) => {
    const split = splitApiError(t, error, fields, action);
    setErrors(split.fields);
    setMessage(split.message);
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    message,
    setMessage,
    clearError,
    set,
    feedback,
    field,
    validate,
    showApiError,
  };
}
