// A choice among a few options as the browser's own select inside the outlined field: the label, notch, arrow and
// helper text look as TextField's `select` does, and the keyboard, screen readers and phones get the native
// picker. No Select, Menu, Popover or Modal in the page's script, and no style computed per render (the frame is
// OutlinedField's static stylesheet).
import { type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import OutlinedField, {
  OutlinedFieldArrow,
  outlinedFieldControlClass,
  type OutlinedFieldStateProps,
} from './OutlinedField';
import { SelectOptions, useFieldIds, type NativeSelectOption } from './selectParts';

export type { NativeSelectOption } from './selectParts';

export interface NativeSelectInputProps extends OutlinedFieldStateProps {
  label: ReactNode;
  /** '' shows no choice (the label then sits in the field, as on an empty TextField). */
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  helperText?: ReactNode;
  id?: string;
  /** The select's form field name. */
  name?: string;
  slotProps?: { formHelperText?: HTMLAttributes<HTMLParagraphElement> };
}

export default function NativeSelectInput({
  label,
  value,
  options,
  onChange,
  helperText,
  id: idProp,
  name,
  slotProps = {},
  ...field
}: NativeSelectInputProps) {
  const { id, helperTextId } = useFieldIds(idProp, Boolean(helperText));
  const chosen = options.some((option) => option.value === value);
  return (
    <OutlinedField
      {...field}
      id={id}
      label={label}
      helperText={helperText}
      helperTextId={helperTextId}
      helperTextProps={slotProps.formHelperText}
      filled={chosen}
    >
      <select
        id={id}
        name={name}
        className={outlinedFieldControlClass(false)}
        value={chosen ? value : ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        disabled={field.disabled}
        required={field.required}
        aria-invalid={field.error ?? false}
        aria-describedby={helperTextId}
      >
        <SelectOptions options={options} chosen={chosen} />
      </select>
      <OutlinedFieldArrow />
    </OutlinedField>
  );
}
