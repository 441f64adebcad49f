// The storefront's text box: an input (or a textarea for `multiline`) in MUI's outlined field, drawn by a static
// stylesheet (OutlinedField) instead of TextField, so no style is computed per field on each render. The props
// are TextField's for the cases the storefront uses, and the ids and ARIA links are TextField's own.
import {
  useId,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import OutlinedField, { outlinedFieldControlClass, type OutlinedFieldStateProps } from './OutlinedField';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What a caller may set on the box around the control (MUI's `slotProps.input`). */
export interface TextInputBoxProps {
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  readOnly?: boolean;
  'aria-label'?: string;
}

/** Attributes for the input or textarea itself (MUI's `slotProps.htmlInput`). */
export type TextInputHtmlProps = Omit<InputHTMLAttributes<FieldElement>, 'style'> & {
  style?: CSSProperties;
  [dataAttribute: `data-${string}`]: string | undefined;
};

export interface TextInputProps extends OutlinedFieldStateProps {
  label?: ReactNode;
  helperText?: ReactNode;
  id?: string;
  name?: string;
  type?: string;
  value?: string | number;
  defaultValue?: string | number;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  onFocus?: (event: FocusEvent<FieldElement>) => void;
  slotProps?: {
    input?: TextInputBoxProps;
    htmlInput?: TextInputHtmlProps;
    inputLabel?: { shrink?: boolean };
    formHelperText?: HTMLAttributes<HTMLParagraphElement>;
  };
}

/** A textarea's row limits as the custom properties the stylesheet sizes it by. */
function rowLimits(
  rows: TextInputProps['rows'],
  minRows: TextInputProps['minRows'],
  maxRows: TextInputProps['maxRows'],
) {
  const min = rows ?? minRows;
  const max = rows ?? maxRows;
  return {
    ...(min != null ? { '--min-rows': String(min) } : {}),
    ...(max != null ? { '--max-rows': String(max) } : {}),
  } as CSSProperties;
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
  ...field
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasHelperText = helperText != null && helperText !== '';
  const helperTextId = hasHelperText ? `${id}-helper-text` : undefined;
  const { input = {}, htmlInput = {}, inputLabel, formHelperText } = slotProps;
  const { startAdornment, endAdornment, readOnly, 'aria-label': ariaLabel } = input;
  const { className: htmlClassName, style: htmlStyle, ...html } = htmlInput;
  const uncontrolled = value === undefined;
  // An uncontrolled field floats its label from `:placeholder-shown`, which needs a placeholder to exist.
  const shownPlaceholder = placeholder ?? (uncontrolled ? ' ' : undefined);
  const control = {
    id,
    name,
    value,
    defaultValue,
    placeholder: shownPlaceholder,
    autoComplete,
    autoFocus,
    readOnly,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': field.error ?? false,
    'aria-describedby': helperTextId,
    'aria-label': ariaLabel,
    onChange,
    onBlur,
    onFocus,
    ...html,
    className: outlinedFieldControlClass(uncontrolled, htmlClassName),
  };
  return (
    <OutlinedField
      {...field}
      id={id}
      label={label}
      helperText={helperText}
      helperTextId={helperTextId}
      helperTextProps={formHelperText}
      filled={uncontrolled ? undefined : value !== ''}
      shrink={inputLabel?.shrink}
      multiline={multiline}
      startAdornment={startAdornment}
      endAdornment={endAdornment}
    >
      {multiline ? (
        <textarea
          {...control}
          rows={rows != null ? Number(rows) : minRows != null ? Number(minRows) : 1}
          style={{ ...rowLimits(rows, minRows, maxRows), ...htmlStyle }}
        />
      ) : (
        <input {...control} ref={inputRef} type={type ?? 'text'} style={htmlStyle} />
      )}
    </OutlinedField>
  );
}
