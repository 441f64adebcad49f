// Full-screen drop mode (spec 4): while files are dragged over the document, a drop zone covers the page, so a
// photo dropped anywhere runs the image search. Nested elements fire dragenter/dragleave in pairs as the pointer
// moves, so the overlay follows a counter of entered elements, not single events.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import DropArea from './DropArea';
import { IMAGE_SEARCH_ACCEPT, IMAGE_SEARCH_MAX_BYTES, type ImageSearchUpload } from './useImageSearchUpload';

function carriesFiles(event: DragEvent): boolean {
  const types = event.dataTransfer?.types;
  return Boolean(types && Array.from(types).includes('Files'));
}

/** True while files are being dragged over the document. */
export function useDocumentFileDrag(enabled: boolean): [boolean, () => void] {
  const [active, setActive] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current += 1;
      setActive(true);
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const onEnd = () => {
      depth.current = 0;
      setActive(false);
    };
    document.addEventListener('dragenter', onEnter);
    document.addEventListener('dragleave', onLeave);
    document.addEventListener('drop', onEnd);
    document.addEventListener('dragend', onEnd);
    return () => {
      document.removeEventListener('dragenter', onEnter);
      document.removeEventListener('dragleave', onLeave);
      document.removeEventListener('drop', onEnd);
      document.removeEventListener('dragend', onEnd);
      depth.current = 0;
      setActive(false);
    };
  }, [enabled]);

  const reset = () => {
    depth.current = 0;
    setActive(false);
  };
  return [active, reset];
}

export default function FullScreenDrop({ upload, enabled = true }: { upload: ImageSearchUpload; enabled?: boolean }) {
  const { t } = useTranslation('search');
  const [active, reset] = useDocumentFileDrag(enabled && upload.phase !== 'uploading');
  if (!active) return null;

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
          reset();
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
