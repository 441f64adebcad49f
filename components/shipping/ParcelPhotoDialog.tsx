// The gallery of a parcel's (or an item's) photos opened from its thumbnail (ParcelPhotos): the large picture,
// previous/next and a row of thumbnails. Arrow keys move through the photos; in right-to-left pages "previous"
// sits on the right, as the arrows are mirrored with the layout. Loaded on demand when a shopper opens it.
import { type KeyboardEvent } from 'react';
import FillImage from '@/components/common/FillImage';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'next-i18next/pages';
import { canOptimise } from '@/components/home/imageSrc';
import { withMuiScope } from '@/theme/MuiScope';

export interface ParcelPhotoDialogProps {
  photos: readonly string[];
  title: string;
  index: number;
  setIndex: (i: number) => void;
  onClose: () => void;
}

function ParcelPhotoDialog({ photos, title, index, setIndex, onClose }: ParcelPhotoDialogProps) {
  const { t } = useTranslation('shipping');
  const theme = useTheme();
  const fullScreen = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const count = photos.length;
  const current = photos[index] ?? photos[0] ?? '';
  const go = (step: number) => setIndex((index + step + count) % count);
  const rtl = theme.direction === 'rtl';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="parcel-photos-title"
      onKeyDown={onKeyDown}
    >
      <DialogTitle id="parcel-photos-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Box>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '4 / 3',
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <FillImage
            src={current}
            alt={t('parcels.photoN', { index: index + 1, count })}
            sizes="(max-width: 900px) 100vw, 860px"
            unoptimized={!canOptimise(current)}
            style={{ objectFit: 'contain' }}
            data-testid="parcel-photo-main"
          />
          {count > 1 && (
            <>
              <IconButton
                onClick={() => go(-1)}
                aria-label={t('parcels.previousPhoto')}
                sx={{
                  position: 'absolute',
                  insetInlineStart: 8,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
              <IconButton
                onClick={() => go(1)}
                aria-label={t('parcels.nextPhoto')}
                sx={{
                  position: 'absolute',
                  insetInlineEnd: 8,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
              </IconButton>
            </>
          )}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, textAlign: 'center' }}>
          {t('parcels.photoN', { index: index + 1, count })}
        </Typography>
        {count > 1 && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
            {photos.map((src, i) => (
              <ButtonBase
                key={`${i}-${src}`}
                onClick={() => setIndex(i)}
                aria-label={t('parcels.photoN', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                sx={{
                  position: 'relative',
                  width: 64,
                  height: 64,
                  flex: '0 0 auto',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: i === index ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                }}
              >
                <FillImage
                  src={src}
                  alt=""
                  sizes="64px"
                  unoptimized={!canOptimise(src)}
                  style={{ objectFit: 'cover' }}
                />
              </ButtonBase>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default withMuiScope(ParcelPhotoDialog);
