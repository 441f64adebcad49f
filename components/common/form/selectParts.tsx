// What the storefront's two native selects in the outlined field share (NativeSelectInput, WrappingSelectInput):
// the option list and the field's ids.
import { useId } from 'react';

export interface NativeSelectOption {
  value: string;
  /** Plain text: an option holds no markup (isolate a name of either direction with `isolate`). */
  label: string;
  /** The option's language when it differs from the page's (a language's own name), so it is read in that voice. */
  lang?: string;
}

/** The options; without a choice an empty, unselectable first option, so the field shows empty rather than the
 * first option as if it were chosen. */
export function SelectOptions({ options, chosen }: { options: readonly NativeSelectOption[]; chosen: boolean }) {
  return (
    <>
      {!chosen && <option value="" disabled hidden />}
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** The field's id (the caller's or a generated one) and its helper text's id, which the control names as its
 * description. */
export function useFieldIds(idProp: string | undefined, hasHelperText: boolean): { id: string; helperTextId?: string } {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return hasHelperText ? { id, helperTextId: `${id}-helper-text` } : { id };
}
