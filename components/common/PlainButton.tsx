// A filled or outlined button (or a link that looks like one) for the first screen (add to cart, buy now): a plain
// <button> or Next link with MUI Button's contained and outlined looks in the primary colour (type, padding,
// sizes, radius, hover, disabled, icon slots) from a static stylesheet reading the theme's custom properties
// (theme/shellVars.ts). MUI's Button brings ButtonBase, the ripple and Emotion's style work into the first load;
// this does the same job with the browser's own button or link and the theme's focus ring.
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import NextLink from 'next/link';
import styles from './PlainButton.module.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** contained: filled with the primary colour; outlined: a primary border and text on the page. */
  variant?: 'contained' | 'outlined';
  size?: 'medium' | 'large';
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  startIcon?: ReactNode;
  /** Renders a Next link to this address instead of a button. */
  href?: string;
}

const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  {
    variant = 'contained',
    size = 'medium',
    fullWidth = false,
    startIcon,
    href,
    className,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const classes = [
    styles.root,
    styles[variant],
    size === 'large' && styles.large,
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
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

export default PlainButton;
