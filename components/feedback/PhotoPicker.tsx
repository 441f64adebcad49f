// The photos field of a request (feedback, a return or exchange): its heading, the photos attached so far
// (AttachedPhotos), a button that opens the file chooser while there is room, and the field's error. What happens to
// the chosen files, and what the shopper is told of those refused, is the caller's (useFeedbackImages).
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import AttachedPhotos from './AttachedPhotos';
import type { FeedbackImage } from './useFeedbackImages';

export default function PhotoPicker({
  heading,
  listLabel,
  images,
  max,
  addLabel,
  labels,
  error,
  onPick,
  onRemove,
  inputTestId,
}: {
  heading: string;
  /** The list's own name; without it the list is named by the heading. */
  listLabel?: string;
  images: readonly FeedbackImage[];
  /** How many photos the request takes: the add button goes away at that count. */
  max: number;
  addLabel: string;
  labels: { uploading: string; failed: (image: FeedbackImage) => string; remove: (image: FeedbackImage) => string };
  error?: string;
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
  inputTestId: string;
}) {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="body2" id={headingId} sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <AttachedPhotos
        {...(listLabel ? { 'aria-label': listLabel } : { 'aria-labelledby': headingId })}
        images={images}
        onRemove={onRemove}
        labels={labels}
      />
      {images.length < max && (
        <Button startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={() => fileInput.current?.click()} sx={{ mt: 1 }}>
          {addLabel}
        </Button>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        hidden
        onChange={(e) => {
          if (e.target.files) onPick(Array.from(e.target.files));
          // Cleared, so that choosing the same file again after removing it is a change.
          e.target.value = '';
        }}
        data-testid={inputTestId}
      />
      {error && (
        <Typography variant="caption" color="error" component="p">
          {error}
        </Typography>
      )}
    </Box>
  );
}
