// MUI's TextField for typed text (outlined), without its select mode. TextField imports Select, and with it
// Menu, Popover, Modal and the focus trap, into every page that has a text box; the login, purchases and
// payments pages need none of them. The markup, classes, ids and ARIA links are TextField's own for this
// case (root `MuiTextField-root` FormControl, label, OutlinedInput with its notch, helper text), so the
// look is the same and the theme's MuiTextField settings still apply.
import { useId, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';

const TextInputRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface TextInputProps extends Omit<
  FormControlProps,
  'children' | 'onChange' | 'onBlur' | 'onFocus' | 'variant' | 'component' | 'defaultValue'
> {
  label?: ReactNode;
  helperText?: ReactNode;
  id?: string;
  name?: string;
  type?: string;
  value?: unknown;
  defaultValue?: unknown;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: OutlinedInputProps['onBlur'];
  onFocus?: OutlinedInputProps['onFocus'];
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

export default function TextInput({
  label,
  helperText,
  id: idProp,
  name,
  type,
  value,
  defaultValue,
  placeholder,
  autoComplete,
  autoFocus = false,
  multiline = false,
  rows,
  minRows,
  maxRows,
  inputRef,
  onChange,
  onBlur,
  onFocus,
  slotProps = {},
  className,
  ...control
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <TextInputRoot
      {...control}
      variant="outlined"
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={control.fullWidth ?? false}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </TextInputRoot>
  );
}
