// A choice shown in MUI's outlined field whose chosen text wraps onto more lines instead of being cut, for long
// names on a phone (a warehouse name in Arabic next to a Latin brand). The browser's own select lies over the
// visible text, transparent and the same size: a tap opens the phone's picker, and the keyboard and screen
// readers use the select (its label, value and options); the visible copy of the chosen text is hidden from them.
// Label, notch, border, hover and focus colours are the outlined field's (OutlinedField), so it looks as
// TextField's `select` did, without Select, Menu, Popover and Modal in the page's script.
import { type ChangeEvent, type ReactNode } from 'react';
import OutlinedField, {
  OutlinedFieldArrow,
  outlinedFieldControlClass,
  type OutlinedFieldStateProps,
} from './OutlinedField';
import { SelectOptions, useFieldIds, type NativeSelectOption } from './selectParts';
import styles from './WrappingSelectInput.module.css';

export interface WrappingSelectInputProps extends OutlinedFieldStateProps {
  label: ReactNode;
  /** '' shows no choice (the label then sits in the field, as on an empty TextField). */
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  helperText?: ReactNode;
  id?: string;
}

export default function WrappingSelectInput({
  label,
  value,
  options,
  onChange,
  helperText,
  id: idProp,
  ...field
}: WrappingSelectInputProps) {
  const { id, helperTextId } = useFieldIds(idProp, Boolean(helperText));
  const chosen = options.find((option) => option.value === value);
  return (
    <OutlinedField
      {...field}
      id={id}
      label={label}
      helperText={helperText}
      helperTextId={helperTextId}
      helperTextProps={{ className: styles.helper }}
      filled={Boolean(chosen)}
    >
      {/* The input box's padding and font, holding the wrapping text, the transparent select over it and the arrow. */}
      <span className={outlinedFieldControlClass(false, styles.frame)}>
        <span className={styles.shown} aria-hidden="true">
          <bdi>{chosen?.label ?? ''}</bdi>
        </span>
        <select
          id={id}
          className={styles.select}
          value={chosen ? chosen.value : ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          disabled={field.disabled}
          required={field.required}
          aria-invalid={field.error ?? false}
          aria-describedby={helperTextId}
        >
          <SelectOptions options={options} chosen={Boolean(chosen)} />
        </select>
        <OutlinedFieldArrow />
      </span>
    </OutlinedField>
  );
}
