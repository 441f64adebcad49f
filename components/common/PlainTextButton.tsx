// A text button (or a link that looks like one) for the first screen (cart link, account menu, language menu): a
// plain <button> or Next link with MUI Button's text look in the inherited colour (type, padding, sizes, icon
// slots, hover, disabled), styled once per theme. MUI's Button brings ButtonBase, the ripple and the loading
// spinner into the script every page loads first; this does the same job with the browser's own button or link
// and the theme's focus ring.
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import NextLink from 'next/link';
import { alpha, styled } from '@mui/material/styles';
import { focusRing } from '@/theme/focusRing';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

/** Class names of the parts, for a parent's one style (e.g. hiding the start icon on phones). */
export const PLAIN_TEXT_BUTTON_CLASSES = {
  root: 'PlainTextButton-root',
  small: 'PlainTextButton-small',
  startIcon: 'PlainTextButton-startIcon',
  endIcon: 'PlainTextButton-endIcon',
} as const;
const CLASS = PLAIN_TEXT_BUTTON_CLASSES;

export interface PlainTextButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Renders a Next link to this address instead of a button. */
  href?: string;
}

const rootStyles = stylesPerTheme((theme) => {
  const iconSlot = { display: 'inherit', '& > *:nth-of-type(1)': { fontSize: 20 } };
  return {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    border: 0,
    outline: 0,
    padding: '6px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: 'inherit',
    WebkitTapHighlightColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      textDecoration: 'none',
      backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': focusRing(theme),
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    [`&.${CLASS.small}`]: { padding: '4px 5px', fontSize: theme.typography.pxToRem(13) },
    [`& .${CLASS.startIcon}`]: { ...iconSlot, marginRight: 8, marginLeft: -4 },
    [`& .${CLASS.endIcon}`]: { ...iconSlot, marginRight: -4, marginLeft: 8 },
    [`&.${CLASS.small} .${CLASS.startIcon}`]: { marginLeft: -2, '& > *:nth-of-type(1)': { fontSize: 18 } },
    [`&.${CLASS.small} .${CLASS.endIcon}`]: { marginRight: -2, '& > *:nth-of-type(1)': { fontSize: 18 } },
  };
});
const ButtonRoot = styled('button')(rootStyles);
const LinkRoot = styled(NextLink)(rootStyles);

const PlainTextButton = forwardRef<HTMLButtonElement, PlainTextButtonProps>(function PlainTextButton(
  { size = 'medium', startIcon, endIcon, href, className, type = 'button', children, ...rest },
  ref,
) {
  const classes = [CLASS.root, size === 'small' && CLASS.small, className].filter(Boolean).join(' ');
  const content = (
    <>
      {startIcon && <span className={CLASS.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={CLASS.endIcon}>{endIcon}</span>}
    </>
  );
  if (href !== undefined) {
    return (
      <LinkRoot href={href} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {content}
      </LinkRoot>
    );
  }
  return (
    <ButtonRoot ref={ref} type={type} className={classes} {...rest}>
      {content}
    </ButtonRoot>
  );
});

export default PlainTextButton;
