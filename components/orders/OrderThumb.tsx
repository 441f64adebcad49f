// A small product picture, or a neutral box when the item has none.
import FillImage from '@/components/common/FillImage';
import PlainIcon from '@/components/common/PlainIcon';
import { IMAGE_OUTLINED } from './orderIconPaths';
import styles from './OrderThumb.module.css';

export default function OrderThumb({ src, size = 56 }: { src: string; size?: number }) {
  return (
    <div className={styles.thumb} style={{ width: size, height: size }}>
      {src ? (
        <FillImage src={src} alt="" sizes={`${size}px`} style={{ objectFit: 'cover' }} />
      ) : (
        <PlainIcon d={IMAGE_OUTLINED} size="small" />
      )}
    </div>
  );
}
