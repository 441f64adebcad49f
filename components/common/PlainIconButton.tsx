// A round icon button for the first screen (header, status bar, search box, footer): a plain <button> with MUI
// IconButton's look (padding, sizes, colours, hover, disabled), styled once per theme. MUI's IconButton brings
// ButtonBase, the ripple and their styles into the script every page loads first; this does the same job with
// the browser's own button (Enter and Space, disabled, form submit) and the theme's focus ring.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { focusRing } from '@/theme/focusRing';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

export interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'small' | 'medium';
  /** default: the theme's icon grey; inherit: the surrounding text colour; primary: the tenant colour. */
  color?: 'default' | 'inherit' | 'primary';
  /** Pulls the button towards the row's start edge by its padding, as MUI's `edge="start"`. */
  edge?: 'start';
}

const CLASS = {
  small: 'PlainIconButton-small',
  inherit: 'PlainIconButton-inherit',
  primary: 'PlainIconButton-primary',
  edgeStart: 'PlainIconButton-edgeStart',
} as const;

const Root = styled('button')(
  stylesPerTheme((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    flex: '0 0 auto',
    margin: 0,
    border: 0,
    outline: 0,
    padding: 8,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    WebkitTapHighlightColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textAlign: 'center',
    textDecoration: 'none',
    font: 'inherit',
    fontSize: theme.typography.pxToRem(24),
    color: theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '--PlainIconButton-hoverBg': alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '&:hover': {
      backgroundColor: 'var(--PlainIconButton-hoverBg)',
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': focusRing(theme),
    [`&.${CLASS.small}`]: { padding: 5, fontSize: theme.typography.pxToRem(18) },
    [`&.${CLASS.inherit}`]: { color: 'inherit' },
    [`&.${CLASS.primary}`]: {
      color: theme.palette.primary.main,
      '--PlainIconButton-hoverBg': alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    [`&.${CLASS.edgeStart}`]: { marginLeft: -12 },
    [`&.${CLASS.edgeStart}.${CLASS.small}`]: { marginLeft: -3 },
    '&:disabled': {
      backgroundColor: 'transparent',
      color: theme.palette.action.disabled,
      cursor: 'default',
      pointerEvents: 'none',
    },
  })),
);

const PlainIconButton = forwardRef<HTMLButtonElement, PlainIconButtonProps>(function PlainIconButton(
  { size = 'medium', color = 'default', edge, className, type = 'button', ...rest },
  ref,
) {
  const classes = [
    size === 'small' && CLASS.small,
    color === 'inherit' && CLASS.inherit,
    color === 'primary' && CLASS.primary,
    edge === 'start' && CLASS.edgeStart,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Root ref={ref} type={type} className={classes || undefined} {...rest} />;
});

export default PlainIconButton;
