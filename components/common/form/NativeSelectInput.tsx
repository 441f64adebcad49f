// A choice among a few options as the browser's own select inside MUI's outlined field: the label, notch, arrow
// and helper text look as TextField's `select` does, and the keyboard, screen readers and phones get the native
// picker. TextField's select mode imports Select and with it Menu, Popover, Modal and the focus trap into every
// page that shows one; the cart, product and search pages show their choices on the first screen, so they use this.
// The markup, classes and ARIA links are TextField's own for a native select (root `MuiTextField-root`).
import { type ChangeEvent, type ReactNode } from 'react';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SelectOptions, TextFieldRoot, textFieldRootClass, useFieldIds, type NativeSelectOption } from './selectParts';

export type { NativeSelectOption } from './selectParts';

export interface NativeSelectInputProps extends Omit<
  FormControlProps,
  'children' | 'onChange' | 'variant' | 'component' | 'defaultValue'
> {
  label: ReactNode;
  /** '' shows no choice (the label then sits in the field, as on an empty TextField). */
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  helperText?: ReactNode;
  id?: string;
  /** The select's form field name. */
  name?: string;
  slotProps?: { formHelperText?: Partial<FormHelperTextProps> };
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
  className,
  ...control
}: NativeSelectInputProps) {
  const { id, helperTextId } = useFieldIds(idProp, Boolean(helperText));
  const chosen = options.some((option) => option.value === value);
  return (
    <TextFieldRoot {...control} variant="outlined" className={textFieldRootClass(className)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <NativeSelect
        value={chosen ? value : ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id, name, 'aria-describedby': helperTextId }}
        fullWidth={control.fullWidth ?? false}
      >
        <SelectOptions options={options} chosen={chosen} />
      </NativeSelect>
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
}
