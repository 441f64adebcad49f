// A file drop area on react-dropzone with three drag states (idle, accepting, rejecting) drawn
// differently, plus a busy state (spinner, no input). Callers decide what a rejection means to the shopper;
// `dropErrorKey` gives the general message keys (namespace `search`) for react-dropzone's error codes.
import type { ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

export type DropErrorKey = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

const ERROR_KEYS: readonly DropErrorKey[] = ['file-invalid-type', 'file-too-large', 'file-too-small', 'too-many-files'];

/** The message key for a react-dropzone error code (unknown codes read as an invalid file). */
export function dropErrorKey(code: string): DropErrorKey {
  return (ERROR_KEYS as readonly string[]).includes(code) ? (code as DropErrorKey) : 'file-invalid-type';
}

export type DragState = 'idle' | 'accept' | 'reject';

export interface DropAreaProps {
  /** Accessible name of the area. */
  label: string;
  accept?: Accept;
  maxSize?: number;
  minSize?: number;
  maxFiles?: number;
  disabled?: boolean;
  /** Shows a spinner and disables the area. */
  busy?: boolean;
  /** When true the area itself does not open the file dialog (use `action`'s `open`). */
  noClick?: boolean;
  onDrop: (accepted: File[], rejections: FileRejection[]) => void;
  onFileDialogOpen?: () => void;
  /** Called when the file dialog closes without a file (react-dropzone checks 300 ms after the window refocuses). */
  onFileDialogCancel?: () => void;
  idleText: ReactNode;
  acceptText: ReactNode;
  rejectText: ReactNode;
  busyText?: ReactNode;
  /** Extra content under the text, given the function that opens the file dialog (e.g. an upload button). */
  action?: (open: () => void) => ReactNode;
  sx?: SxProps<Theme>;
}

export default function DropArea({
  label,
  accept,
  maxSize,
  minSize,
  maxFiles = 1,
  disabled = false,
  busy = false,
  noClick = false,
  onDrop,
  onFileDialogOpen,
  onFileDialogCancel,
  idleText,
  acceptText,
  rejectText,
  busyText,
  action,
  sx,
}: DropAreaProps) {
  const inactive = disabled || busy;
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject, open } = useDropzone({
    accept,
    maxSize,
    minSize,
    maxFiles,
    multiple: maxFiles !== 1,
    disabled: inactive,
    noClick,
    onDrop: (accepted, rejections) => onDrop(accepted, rejections),
    onFileDialogOpen,
    onFileDialogCancel,
  });
  const state: DragState = isDragReject ? 'reject' : isDragAccept || isDragActive ? 'accept' : 'idle';
  const text = busy ? busyText : state === 'reject' ? rejectText : state === 'accept' ? acceptText : idleText;

  return (
    <Box
      {...getRootProps({ 'aria-label': label, 'aria-disabled': inactive || undefined, 'aria-busy': busy || undefined })}
      data-drag-state={state}
      data-busy={busy ? 'true' : undefined}
      sx={[
        (theme) => ({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 2,
          textAlign: 'center',
          borderRadius: 2,
          border: '2px dashed',
          borderColor: 'divider',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          cursor: inactive ? 'default' : noClick ? 'copy' : 'pointer',
          outline: 'none',
          transition: theme.transitions.create(['border-color', 'background-color']),
          '&:focus-visible': { borderColor: 'primary.main' },
          ...(state === 'accept' && {
            borderStyle: 'solid',
            borderColor: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            color: 'primary.main',
          }),
          ...(state === 'reject' && {
            borderStyle: 'solid',
            borderColor: 'error.main',
            bgcolor: alpha(theme.palette.error.main, 0.12),
            color: 'error.main',
          }),
          ...(inactive && { opacity: busy ? 1 : 0.6 }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <input {...getInputProps()} />
      {busy && <CircularProgress size={32} aria-hidden />}
      <Typography component="p" variant="body2" sx={{ fontWeight: state === 'idle' ? 400 : 600 }} aria-live="polite">
        {text}
      </Typography>
      {!busy && action && (
        // The action's own clicks must not reach the root, which would open the dialog a second time.
        <Box onClick={(event) => event.stopPropagation()}>{action(open)}</Box>
      )}
    </Box>
  );
}
