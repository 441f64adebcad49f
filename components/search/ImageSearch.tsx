// The image search as one lazily loaded piece (next/dynamic from the search box): the camera panel, the full-screen
// drop overlay and the one upload they share, with react-dropzone, the image compression and the upload service.
// None of it is in the first load of a page; the first camera click or the first file dragged over the page loads it.
import { useEffect } from 'react';
import type { ProductPlatform } from '@/contract';
import FullScreenDrop from './FullScreenDrop';
import ImageSearchPanel from './ImageSearchPanel';
import { useImageSearchUpload } from './useImageSearchUpload';
import { withMuiScope } from '@/theme/MuiScope';

export interface ImageSearchProps {
  channel: ProductPlatform | null;
  panelOpen: boolean;
  /** The search box: the panel opens under it. */
  anchorEl: HTMLElement | null;
  onClosePanel: () => void;
  /** Files are being dragged over the document (useDocumentFileDrag). */
  dragActive: boolean;
  onDropped: () => void;
  /** Files dropped on the page before this code had loaded: searched as soon as it has. */
  caughtDrop: File[] | null;
  onCaughtTaken: () => void;
  /** Tells the search box when the overlay is in place (it stops catching drops itself). */
  onReady: () => void;
  /** Tells the search box whether an upload runs (it stops following drags meanwhile). */
  onUploadingChange: (uploading: boolean) => void;
}

function ImageSearch({
  channel,
  panelOpen,
  anchorEl,
  onClosePanel,
  dragActive,
  onDropped,
  caughtDrop,
  onCaughtTaken,
  onReady,
  onUploadingChange,
}: ImageSearchProps) {
  const upload = useImageSearchUpload(channel);
  const uploading = upload.phase === 'uploading';
  const { handleDrop } = upload;

  useEffect(() => onReady(), [onReady]);
  useEffect(() => onUploadingChange(uploading), [onUploadingChange, uploading]);
  useEffect(() => {
    if (!caughtDrop) return;
    onCaughtTaken();
    handleDrop(caughtDrop, []);
  }, [caughtDrop, handleDrop, onCaughtTaken]);

  return (
    <>
      <ImageSearchPanel open={panelOpen} anchorEl={anchorEl} onClose={onClosePanel} upload={upload} />
      <FullScreenDrop upload={upload} active={dragActive} onDropped={onDropped} />
    </>
  );
}

export default withMuiScope(ImageSearch);
