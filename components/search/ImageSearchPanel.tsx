// The camera popup under the search box: 322 px high, a drop area and an upload button, busy while
// uploading. It closes on a click outside or Escape (never while uploading: the shopper would lose the running
// search) and the search box closes it on navigation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DropArea from './DropArea';
import { IMAGE_SEARCH_ACCEPT, IMAGE_SEARCH_MAX_BYTES, type ImageSearchUpload } from './useImageSearchUpload';

export const IMAGE_SEARCH_PANEL_HEIGHT = 322;

export interface ImageSearchPanelProps {
  open: boolean;
  /** The search box: the panel opens under it, and clicks on it are not "outside". */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  upload: ImageSearchUpload;
}

export default function ImageSearchPanel({ open, anchorEl, onClose, upload }: ImageSearchPanelProps) {
  const { t } = useTranslation('search');
  const uploading = upload.phase === 'uploading';
  const panel = useRef<HTMLDivElement>(null);

  // Escape closes it as it closes every dialog. Focus that was inside goes back to the search box, not the page.
  useEffect(() => {
    if (!open || uploading) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInside = panel.current?.contains(document.activeElement) ?? false;
      onClose();
      if (focusInside) anchorEl?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, uploading, onClose, anchorEl]);

  const onClickAway = (event: MouseEvent | TouchEvent) => {
    if (uploading) return;
    // The camera button toggles the panel itself; a click on the box is not an outside click.
    if (anchorEl && event.target instanceof Node && anchorEl.contains(event.target)) return;
    onClose();
  };

  return (
    <Popper
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      placement="bottom-start"
      sx={(theme) => ({ zIndex: theme.zIndex.modal - 1 })}
      modifiers={[
        { name: 'offset', options: { offset: [0, 6] } },
        { name: 'flip', enabled: false },
      ]}
    >
      <ClickAwayListener onClickAway={onClickAway}>
        <Paper
          ref={panel}
          role="dialog"
          aria-label={t('imageSearch.title')}
          elevation={8}
          data-testid="image-search-panel"
          sx={{
            height: IMAGE_SEARCH_PANEL_HEIGHT,
            width: { xs: 'calc(100vw - 16px)', sm: Math.max(anchorEl?.clientWidth ?? 0, 420) },
            maxWidth: 'calc(100vw - 16px)',
            display: 'flex',
            flexDirection: 'column',
            p: 1.5,
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('imageSearch.title')}
            </Typography>
            <IconButton size="small" onClick={onClose} disabled={uploading} aria-label={t('imageSearch.close')}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <DropArea
            label={t('imageSearch.drop-here')}
            accept={IMAGE_SEARCH_ACCEPT}
            maxSize={IMAGE_SEARCH_MAX_BYTES}
            maxFiles={1}
            noClick
            busy={uploading}
            onDrop={upload.handleDrop}
            onFileDialogOpen={upload.dialogOpened}
            onFileDialogCancel={upload.dialogCancelled}
            idleText={
              <>
                {t('imageSearch.drop-here')}
                <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'caption' }}>
                  {t('imageSearch.limit-tip')}
                </Box>
              </>
            }
            acceptText={t('imageSearch.drop-now')}
            rejectText={t('imageSearch.limit-tip')}
            busyText={t('imageSearch.uploading')}
            action={(openDialog) => (
              <Button
                variant="contained"
                size="small"
                startIcon={<FileUploadOutlinedIcon />}
                onClick={openDialog}
                disabled={upload.phase === 'choosing'}
                sx={{ textTransform: 'none' }}
              >
                {upload.phase === 'choosing' ? t('imageSearch.choosing') : t('imageSearch.upload')}
              </Button>
            )}
            sx={{ flex: 1, minHeight: 0 }}
          />
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
