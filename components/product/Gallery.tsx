// Product images: one large picture and a row of thumbnails. Choosing a variant with its own picture shows that
// picture (`variantImage`); choosing a thumbnail shows that one. Empty addresses never reach this component
// (services/product.ts drops them); a product without any picture shows a neutral placeholder.
import { useState } from 'react';
import Image from 'next/image';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'next-i18next/pages';
import { canOptimise } from '@/components/home/imageSrc';

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
    <Box component="section" aria-label={t('gallery.label')}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {main ? (
          <Image
            src={main}
            alt={title}
            fill
            // The page's largest paint: fetched at once and before the thumbnails.
            loading="eager"
            fetchPriority="high"
            sizes="(max-width: 900px) 100vw, 480px"
            unoptimized={!canOptimise(main)}
            style={{ objectFit: 'contain' }}
            data-testid="gallery-main"
          />
        ) : (
          <ImageOutlinedIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-label={t('gallery.noImage')} />
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((src, i) => {
            const selected = src === main;
            return (
              <ButtonBase
                key={`${i}-${src}`}
                onClick={() => setActive(src)}
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-pressed={selected}
                sx={{
                  position: 'relative',
                  width: 64,
                  height: 64,
                  flexShrink: 0,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  bgcolor: 'action.hover',
                }}
              >
                <Image
                  src={src}
                  alt=""
                  fill
                  sizes="64px"
                  unoptimized={!canOptimise(src)}
                  style={{ objectFit: 'cover' }}
                />
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
