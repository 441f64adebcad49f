// A filled or outlined button (or a link that looks like one) for the first screen (add to cart, buy now): a plain
// <button> or Next link with MUI Button's contained and outlined looks in the primary colour (type, padding,
// sizes, radius, hover, disabled, icon slots) from a static stylesheet reading the theme's custom properties
// (theme/shellVars.ts). MUI's Button brings ButtonBase, the ripple and Emotion's style work into the first load;
// this does the same job with the browser's own button or link and the theme's focus ring.
import { forwardRef, useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import NextLink from 'next/link';
import styles from './PlainButton.module.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** contained: filled with the primary colour; outlined: a primary border and text on the page. */
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  /** primary: the tenant colour; error: the theme's error red, for an action that cannot be undone (outlined);
   * success: the theme's green, for a confirming step such as "confirm receipt" (contained). */
  color?: 'primary' | 'error' | 'success';
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  startIcon?: ReactNode;
  /** A request runs: the button is disabled and a spinner stands in the label's place (MUI Button's `loading`),
   * named by the button, so a second click sends nothing and a screen reader hears what is busy. */
  pending?: boolean;
  /** Renders a Next link to this address instead of a button. */
  href?: string;
}

const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  {
    variant = 'contained',
    size = 'medium',
    color = 'primary',
    fullWidth = false,
    startIcon,
    pending = false,
    href,
    className,
    type = 'button',
    disabled,
    id: idProp,
    children,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? (pending ? generatedId : undefined);
  const classes = [
    styles.root,
    styles[variant],
    color === 'error' && styles.error,
    color === 'success' && styles.success,
    size === 'small' && styles.small,
    size === 'large' && styles.large,
    fullWidth && styles.fullWidth,
    pending && styles.pending,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {pending && id && <PendingIndicator labelledBy={id} />}
      {children}
    </>
  );
  if (href !== undefined) {
    return (
      <NextLink href={href} id={id} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {content}
      </NextLink>
    );
  }
  return (
    <button ref={ref} type={type} id={id} className={classes} disabled={disabled || pending} {...rest}>
      {content}
    </button>
  );
});

/** MUI's indeterminate CircularProgress (16 px, the button's disabled text colour) drawn by the stylesheet. */
function PendingIndicator({ labelledBy }: { labelledBy: string }) {
  return (
    <span className={styles.pendingIndicator}>
      <span role="progressbar" aria-labelledby={labelledBy} className={styles.spinner}>
        <svg viewBox="22 22 44 44">
          <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
        </svg>
      </span>
    </span>
  );
}

export default PlainButton;
