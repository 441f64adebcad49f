// A text link for the first screen (a cart line's title): a Next link with MUI Link's look (the tenant colour with
// a faint underline, or the surrounding colour underlined on hover) from a static stylesheet reading the theme's
// custom properties. It takes the surrounding type, as MUI's Link does by default; a caller's class sets another.
// MUI's Link brings Typography and Emotion's style work into the first load.
import type { AnchorHTMLAttributes } from 'react';
import NextLink from 'next/link';
import styles from './PlainLink.module.css';

export interface PlainLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** primary: the tenant colour; inherit: the surrounding text colour. */
  color?: 'primary' | 'inherit';
  /** always: a faint underline at rest (MUI's default); hover: only under the pointer; none: never. */
  underline?: 'always' | 'hover' | 'none';
}

export default function PlainLink({
  href,
  color = 'primary',
  underline = 'always',
  className,
  ...rest
}: PlainLinkProps) {
  const classes = [styles.link, color === 'inherit' && styles.inherit, styles[underline], className]
    .filter(Boolean)
    .join(' ');
  return <NextLink href={href} className={classes} {...rest} />;
}
