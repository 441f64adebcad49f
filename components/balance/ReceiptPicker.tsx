// Choose the receipt image: a button that opens the file chooser (JPEG or PNG up to 10 MB), a preview of the
// chosen image, and the reason a file was refused.
import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'next-i18next/pages';
import { checkReceipt, RECEIPT_TYPES, type ReceiptProblem } from './receiptFile';

export default function ReceiptPicker({
  file,
  problem,
  onFile,
  onProblem,
  disabled,
}: {
  file: File | null;
  problem: ReceiptProblem | null;
  onFile: (file: File | null) => void;
  onProblem: (problem: ReceiptProblem | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('balance');
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        hidden
        data-testid="receipt-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (!chosen) return;
          const refused = checkReceipt(chosen);
          onProblem(refused);
          onFile(refused ? null : chosen);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {file ? t('receipt.change') : t('receipt.choose')}
      </Button>
      <Typography
        variant="caption"
        color={problem ? 'error' : 'textSecondary'}
        component="p"
        role={problem ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {problem ? t(`receipt.${problem}`) : t('receipt.hint')}
      </Typography>
      {file && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {preview && (
            // An object URL of the shopper's own file: next/image cannot optimise it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={preview}
              alt={t('receipt.preview')}
              style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4 }}
            />
          )}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
