// A text button (or a link that looks like one) for the first screen (cart link, account menu, language menu): a
// plain <button> or Next link with MUI Button's text look in the inherited colour (type, padding, sizes, icon
// slots, hover, disabled) from a static stylesheet reading the theme's custom properties (theme/shellVars.ts).
// MUI's Button brings ButtonBase, the ripple and Emotion's style work into every page's first load; this does the
// same job with the browser's own button or link and the theme's focus ring.
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import NextLink from 'next/link';
import styles from './PlainTextButton.module.css';

/** The root's class name outside the stylesheet: floatingClearance.ts counts such a link as a control. */
export const PLAIN_TEXT_BUTTON_ROOT = 'PlainTextButton-root';

export interface PlainTextButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'small' | 'medium';
  /** inherit: the surrounding text colour (a bar's link, an alert's action); primary and error: MUI Button's text
   * look in the tenant colour (edit, make default) or the error red (delete, close an order). */
  color?: 'inherit' | 'primary' | 'error';
  startIcon?: ReactNode;
  /** A class for the start icon's slot (e.g. to hide it on phones). */
  startIconClassName?: string;
  endIcon?: ReactNode;
  /** Renders a Next link to this address instead of a button. */
  href?: string;
}

const PlainTextButton = forwardRef<HTMLButtonElement, PlainTextButtonProps>(function PlainTextButton(
  {
    size = 'medium',
    color = 'inherit',
    startIcon,
    startIconClassName,
    endIcon,
    href,
    className,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const classes = [
    PLAIN_TEXT_BUTTON_ROOT,
    styles.root,
    size === 'small' && styles.small,
    color !== 'inherit' && styles[color],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {startIcon && (
        <span className={startIconClassName ? `${styles.startIcon} ${startIconClassName}` : styles.startIcon}>
          {startIcon}
        </span>
      )}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </>
  );
  if (href !== undefined) {
    return (
      <NextLink href={href} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {content}
      </NextLink>
    );
  }
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      {content}
    </button>
  );
});

export default PlainTextButton;
