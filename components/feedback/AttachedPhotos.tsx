// The photos a shopper attaches to a request (feedback, a return or exchange): a preview per photo while it
// uploads, its failure, and a button to take it off. The upload itself is `useFeedbackImages`.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { FeedbackImage } from './useFeedbackImages';

export default function AttachedPhotos({
  images,
  onRemove,
  labels,
  ...list
}: {
  images: readonly FeedbackImage[];
  onRemove: (id: number) => void;
  labels: { uploading: string; failed: (image: FeedbackImage) => string; remove: (image: FeedbackImage) => string };
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Box component="ul" {...list} sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {images.map((img) => (
        <Box
          component="li"
          key={img.id}
          sx={{
            listStyle: 'none',
            position: 'relative',
            width: 72,
            height: 72,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {img.status === 'ready' && img.url && (
            // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded preview, not a page image
            <img src={img.url} alt={img.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          )}
          {img.status === 'uploading' && <CircularProgress size={24} aria-label={labels.uploading} />}
          {img.status === 'failed' && <ErrorOutlineIcon color="error" titleAccess={labels.failed(img)} />}
          <IconButton
            size="small"
            onClick={() => onRemove(img.id)}
            aria-label={labels.remove(img)}
            sx={{
              position: 'absolute',
              top: 0,
              insetInlineEnd: 0,
              p: 0.25,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
