// A choice shown in MUI's outlined field whose chosen text wraps onto more lines instead of being cut, for long
// names on a phone (a warehouse name in Arabic next to a Latin brand). The browser's own select lies over the
// visible text, transparent and the same size: a tap opens the phone's picker, and the keyboard and screen
// readers use the select (its label, value and options); the visible copy of the chosen text is hidden from them.
// Label, notch, border, hover and focus colours are OutlinedInput's, so it looks as TextField's `select` did,
// without Select, Menu, Popover and Modal in the page's script.
import { type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SelectOptions, TextFieldRoot, textFieldRootClass, useFieldIds, type NativeSelectOption } from './selectParts';
import styles from './WrappingSelectInput.module.css';

type OverlaidSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  /** The text of the chosen option, drawn under the select where it can wrap. */
  shown: string;
};

/** The input OutlinedInput renders: the wrapping text, the transparent select over it and the arrow. */
function OverlaidSelect({ shown, className, ref, ...select }: OverlaidSelectProps) {
  return (
    <span className={className ? `${className} ${styles.frame}` : styles.frame}>
      <span className={styles.shown} aria-hidden="true">
        <bdi>{shown}</bdi>
      </span>
      <select ref={ref} className={styles.select} {...select} />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </span>
  );
}

export interface WrappingSelectInputProps extends Omit<
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
}

export default function WrappingSelectInput({
  label,
  value,
  options,
  onChange,
  helperText,
  id: idProp,
  className,
  ...control
}: WrappingSelectInputProps) {
  const { id, helperTextId } = useFieldIds(idProp, Boolean(helperText));
  const chosen = options.find((option) => option.value === value);
  return (
    <TextFieldRoot {...control} variant="outlined" className={textFieldRootClass(className)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={chosen ? chosen.value : ''}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)}
        aria-describedby={helperTextId}
        fullWidth={control.fullWidth ?? false}
        // InputBase types its input component for <input> props; this one renders a select and takes the same ones.
        inputComponent={OverlaidSelect as never}
        inputProps={{
          shown: chosen?.label ?? '',
          children: <SelectOptions options={options} chosen={Boolean(chosen)} />,
        }}
      />
      {helperText && (
        <FormHelperText id={helperTextId} className={styles.helper}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
}
