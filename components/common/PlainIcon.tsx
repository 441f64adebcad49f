// An icon for the first screen (header, status bar, footer): an inline SVG with the path of the Material icon it
// stands for (components/common/plainIconPaths.ts), sized and coloured by CSS (1em square in the current text
// colour, as MUI's SvgIcon draws it). MUI's SvgIcon is an Emotion-styled component; this is a plain element whose
// look comes from a static stylesheet, so the icons cost no style work per render.
import styles from './PlainIcon.module.css';

export interface PlainIconProps {
  /** The path data, from plainIconPaths.ts. */
  d: string;
  /** small: 20 px, medium: 24 px (MUI's fontSize small and medium); inherit: the surrounding font size. */
  size?: 'small' | 'medium' | 'inherit';
  className?: string;
}

export default function PlainIcon({ d, size = 'medium', className }: PlainIconProps) {
  const classes = [styles.icon, styles[size], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={d} />
    </svg>
  );
}
