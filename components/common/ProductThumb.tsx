// A product's picture in a list (the order lists, the recently viewed products): a square with the theme's corner
// radius on the hover grey, the picture covering it, or the image icon when the product has none.
import FillImage from '@/components/common/FillImage';
import PlainIcon from '@/components/common/PlainIcon';
import { IMAGE_OUTLINED } from './imageIconPath';
import styles from './ProductThumb.module.css';

export interface ProductThumbProps {
  src: string;
  /** The square's side in pixels, or 'fill': as wide as its container (a card's cover). */
  size?: number | 'fill';
  /** The picture's width on the screen, for the browser's choice of file (with size 'fill'). */
  sizes?: string;
  /** The image icon's size when there is no picture. */
  iconSize?: 'small' | 'medium';
}

export default function ProductThumb({ src, size = 56, sizes, iconSize = 'small' }: ProductThumbProps) {
  const fill = size === 'fill';
  return (
    <div
      className={fill ? `${styles.thumb} ${styles.fill}` : styles.thumb}
      style={fill ? undefined : { width: size, height: size }}
    >
      {src ? (
        <FillImage src={src} alt="" sizes={sizes ?? (fill ? '100vw' : `${size}px`)} style={{ objectFit: 'cover' }} />
      ) : (
        <PlainIcon d={IMAGE_OUTLINED} size={iconSize} />
      )}
    </div>
  );
}
