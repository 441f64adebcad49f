// The frame every storefront text box and select sits in: MUI's outlined TextField (label, outline with the notch,
// helper text) drawn by one static stylesheet (OutlinedField.module.css) around the control a caller gives. The
// ids and ARIA links are TextField's: the label names the control by `for`, the helper text has `<id>-helper-text`
// and describes it. Focus, autofill and an uncontrolled value float the label by CSS alone; a controlled value by
// `data-filled`, which the server writes as the client does, so the markup hydrates unchanged.
import { type CSSProperties, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styles from './OutlinedField.module.css';

export interface OutlinedFieldStateProps {
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  className?: string;
  style?: CSSProperties;
}

export interface OutlinedFieldProps extends OutlinedFieldStateProps {
  /** The control's id, which the label's `for` names. */
  id: string;
  label?: ReactNode;
  helperText?: ReactNode;
  helperTextId?: string;
  helperTextProps?: HTMLAttributes<HTMLParagraphElement>;
  /** A controlled value that is not empty; undefined when the control keeps its own value (CSS then reads it). */
  filled?: boolean;
  /** Keeps the label floating and the notch open whatever the value. */
  shrink?: boolean;
  multiline?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The input, textarea or select, with `outlinedFieldControlClass(...)` as its class. */
  children: ReactNode;
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A click on the box's padding (around a textarea, beside an adornment) focuses the control, as InputBase does. */
function focusControlFromFrame(event: MouseEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('input, textarea, select')?.focus();
}

/** The class a control inside the frame takes: InputBase's input, and `uncontrolled` when CSS reads its value. */
export function outlinedFieldControlClass(uncontrolled: boolean, className?: string): string {
  return classes(styles.control, uncontrolled && styles.uncontrolled, className);
}

/** MUI's InputAdornment at the field's end, around what a caller puts there (a button, a unit); `className` adds to it. */
export function OutlinedFieldEndAdornment({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classes(styles.endAdornment, className)}>{children}</div>;
}

/** The select's arrow, as MUI's NativeSelect draws it (ArrowDropDown). */
export function OutlinedFieldArrow() {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}

export default function OutlinedField({
  id,
  label,
  helperText,
  helperTextId,
  helperTextProps,
  filled,
  shrink,
  multiline = false,
  startAdornment,
  endAdornment,
  required = false,
  error = false,
  disabled = false,
  size = 'medium',
  fullWidth = false,
  className,
  style,
  children,
}: OutlinedFieldProps) {
  const hasLabel = label != null && label !== '';
  const floating = shrink === true || Boolean(startAdornment);
  return (
    <div
      className={classes(
        styles.root,
        fullWidth && styles.fullWidth,
        size === 'small' && styles.small,
        floating && styles.shrink,
        error && styles.error,
        disabled && styles.disabled,
        className,
      )}
      data-filled={filled ? '' : undefined}
      style={style}
    >
      {hasLabel && (
        <label className={styles.label} htmlFor={id} id={`${id}-label`}>
          {label}
          {required && (
            <span aria-hidden="true" className={styles.asterisk}>
              {'\u2009*'}
            </span>
          )}
        </label>
      )}
      <div
        onClick={focusControlFromFrame}
        className={classes(
          styles.box,
          multiline && styles.multiline,
          Boolean(startAdornment) && styles.adornedStart,
          Boolean(endAdornment) && styles.adornedEnd,
        )}
      >
        {startAdornment}
        {children}
        {endAdornment}
        <fieldset aria-hidden="true" className={styles.outline}>
          {hasLabel ? (
            <legend className={styles.legend}>
              <span>
                {label}
                {required && '\u2009*'}
              </span>
            </legend>
          ) : (
            <legend className={styles.legendEmpty}>
              <span className="notranslate" aria-hidden="true">
                {'\u200b'}
              </span>
            </legend>
          )}
        </fieldset>
      </div>
      {helperText != null && helperText !== '' && helperText !== false && (
        <p {...helperTextProps} id={helperTextId} className={classes(styles.helper, helperTextProps?.className)}>
          {helperText}
        </p>
      )}
    </div>
  );
}
