// Full-screen drop mode: while files are dragged over the document, a drop zone covers the page, so a
// photo dropped anywhere runs the image search. The drag itself is followed by useDocumentFileDrag in the search
// box (always loaded); this overlay is part of the lazily loaded image search.
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import DropArea from './DropArea';
import { IMAGE_SEARCH_ACCEPT, IMAGE_SEARCH_MAX_BYTES, type ImageSearchUpload } from './useImageSearchUpload';

export interface FullScreenDropProps {
  upload: ImageSearchUpload;
  /** Files are being dragged over the document. */
  active: boolean;
  /** Ends the drag state once the overlay took a drop. */
  onDropped: () => void;
}

export default function FullScreenDrop({ upload, active, onDropped }: FullScreenDropProps) {
  const { t } = useTranslation('search');
  if (!active || upload.phase === 'uploading') return null;

  return (
    <Box
      data-testid="full-screen-drop"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        p: { xs: 1.5, sm: 4 },
        bgcolor: theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.72)' : 'rgba(255, 255, 255, 0.85)',
        backdropFilter: 'blur(2px)',
        display: 'flex',
      })}
    >
      <DropArea
        label={t('imageSearch.full-screen-drop')}
        accept={IMAGE_SEARCH_ACCEPT}
        maxSize={IMAGE_SEARCH_MAX_BYTES}
        maxFiles={1}
        noClick
        onDrop={(accepted, rejections) => {
          onDropped();
          upload.handleDrop(accepted, rejections);
        }}
        idleText={t('imageSearch.full-screen-drop')}
        acceptText={t('imageSearch.full-screen-drop')}
        rejectText={t('imageSearch.limit-tip')}
        sx={{ flex: 1, typography: 'h6', bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
