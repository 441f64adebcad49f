// A round icon button for the first screen (header, status bar, search box, footer): a plain <button> with MUI
// IconButton's look (padding, sizes, colours, hover, disabled) from a static stylesheet reading the theme's custom
// properties (theme/shellVars.ts). MUI's IconButton brings ButtonBase, the ripple and Emotion's style work into
// every page's first load; this does the same job with the browser's own button (Enter and Space, disabled, form
// submit) and the theme's focus ring.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './PlainIconButton.module.css';

export interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'small' | 'medium';
  /** default: the theme's icon grey; inherit: the surrounding text colour; primary: the tenant colour. */
  color?: 'default' | 'inherit' | 'primary';
  /** Pulls the button towards the row's start or end edge by its padding, as MUI's `edge="start"` and `"end"`. */
  edge?: 'start' | 'end';
}

const PlainIconButton = forwardRef<HTMLButtonElement, PlainIconButtonProps>(function PlainIconButton(
  { size = 'medium', color = 'default', edge, className, type = 'button', ...rest },
  ref,
) {
  const classes = [
    styles.root,
    size === 'small' && styles.small,
    color === 'inherit' && styles.inherit,
    color === 'primary' && styles.primary,
    edge === 'start' && styles.edgeStart,
    edge === 'end' && styles.edgeEnd,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button ref={ref} type={type} className={classes} {...rest} />;
});

export default PlainIconButton;
