// A parcel's warehouse photos: a thumbnail on the card (with the number of photos), opening a gallery dialog with
// the large picture, previous/next and a row of thumbnails (ParcelPhotoDialog). The thumbnail is a plain button
// on the first screen; the gallery, drawn with MUI, loads when a shopper first opens it.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import FillImage from '@/components/common/FillImage';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import buttonReset from '@/components/common/buttonReset.module.css';
import { canOptimise } from '@/components/home/imageSrc';
import { INVENTORY_2_OUTLINED } from './parcelPhotosIconPaths';
import styles from './ParcelPhotos.module.css';

const ParcelPhotoDialog = dynamic(() => import('./ParcelPhotoDialog'), { ssr: false });

/** `title` and `openLabel` name other photos than a parcel's (an item's inspection photos); default: the parcel's. */
export default function ParcelPhotos({
  photos,
  parcelNo,
  title,
  openLabel,
}: {
  photos: readonly string[];
  parcelNo: string;
  title?: string;
  openLabel?: string;
}) {
  const { t } = useTranslation('shipping');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const first = photos[0];
  if (!first) {
    return (
      <div className={styles.frame} role="img" aria-label={t('parcels.noPhoto')}>
        <PlainIcon d={INVENTORY_2_OUTLINED} size="inherit" className={styles.noPhoto} />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setIndex(0);
          setOpen(true);
        }}
        aria-label={openLabel ?? t('parcels.openPhotos', { count: photos.length, parcel: parcelNo })}
        className={`${buttonReset.buttonReset} ${styles.frame} ${styles.opener}`}
      >
        <FillImage src={first} alt="" sizes="96px" unoptimized={!canOptimise(first)} style={{ objectFit: 'cover' }} />
        {photos.length > 1 && <span className={styles.count}>{photos.length}</span>}
      </button>
      {open && (
        <ParcelPhotoDialog
          photos={photos}
          title={title ?? t('parcels.photosTitle', { parcel: parcelNo })}
          index={index}
          setIndex={setIndex}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
