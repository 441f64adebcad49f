// Product images: one large picture and a row of thumbnails. Choosing a variant with its own picture shows that
// picture (`variantImage`); choosing a thumbnail shows that one. Empty addresses never reach this component
// (services/product.ts drops them); a product without any picture shows a neutral placeholder. Plain elements
// styled by a static stylesheet: no style work when the page renders.
import { useState } from 'react';
import FillImage from '@/components/common/FillImage';
import { useTranslation } from 'next-i18next/pages';
import { IMAGE_OUTLINED } from './productIconPaths';
import { canOptimise } from '@/components/home/imageSrc';
import styles from './Gallery.module.css';

export default function Gallery({
  images,
  title,
  variantImage,
}: {
  images: readonly string[];
  title: string;
  variantImage: string | null;
}) {
  const { t } = useTranslation('product');
  const [active, setActive] = useState<string | null>(images[0] ?? null);

  // A newly chosen variant picture takes over the main image (adjusted during render, no stale frame).
  const [seenVariant, setSeenVariant] = useState(variantImage);
  if (seenVariant !== variantImage) {
    setSeenVariant(variantImage);
    if (variantImage) setActive(variantImage);
  }

  const main = active ?? images[0] ?? null;
  return (
    <section aria-label={t('gallery.label')}>
      <div className={styles.main}>
        {main ? (
          <FillImage
            src={main}
            alt={title}
            // The page's largest paint: fetched at once and before the thumbnails.
            loading="eager"
            fetchPriority="high"
            sizes="(max-width: 900px) 100vw, 480px"
            unoptimized={!canOptimise(main)}
            style={{ objectFit: 'contain' }}
            data-testid="gallery-main"
          />
        ) : (
          <svg
            className={styles.noImage}
            width="1em"
            height="1em"
            viewBox="0 0 24 24"
            fill="currentColor"
            role="img"
            aria-label={t('gallery.noImage')}
          >
            <path d={IMAGE_OUTLINED} />
          </svg>
        )}
      </div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, i) => (
            <button
              key={`${i}-${src}`}
              type="button"
              className={styles.thumb}
              onClick={() => setActive(src)}
              aria-label={t('gallery.show', { index: i + 1 })}
              aria-pressed={src === main}
            >
              <FillImage src={src} alt="" sizes="64px" unoptimized={!canOptimise(src)} style={{ objectFit: 'cover' }} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
