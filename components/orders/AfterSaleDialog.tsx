// Asking for a return or an exchange of an inspected item: return or exchange, a reason from the list, optional
// words for the agent and up to six photos. For a return it says what the balance gets back if the agent agrees
// (the server's figure, under the site's return rule). The API's field reasons show under the fields.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormDialog from '@/components/common/FormDialog';
import { useTranslation } from 'next-i18next/pages';
import { usePending } from '@/components/account/usePending';
import { useFormat } from '@/components/common/useFormat';
import PhotoPicker from '@/components/feedback/PhotoPicker';
import { useFeedbackImages } from '@/components/feedback/useFeedbackImages';
import { cnyText } from '@/components/payments/MoneyText';
import {
  AFTER_SALE_DETAIL_MAX_LENGTH,
  AFTER_SALE_KINDS,
  AFTER_SALE_MAX_PHOTOS,
  AFTER_SALE_REASONS,
  type AfterSaleKind,
  type AfterSaleReason,
  type ItemInspection,
} from '@/contract';
import { requestItemAfterSale } from '@/services/inspection';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import { withMuiScope } from '@/theme/MuiScope';

function AfterSaleDialog({
  open,
  itemId,
  title,
  inspection,
  onClose,
  onSent,
}: {
  open: boolean;
  itemId: string;
  title: string;
  inspection: ItemInspection;
  onClose: () => void;
  onSent: (inspection: ItemInspection) => void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const { pending, run } = usePending();
  const { images, add, remove, uploading, readyKeys } = useFeedbackImages(AFTER_SALE_MAX_PHOTOS);
  const [kind, setKind] = useState<AfterSaleKind>('RETURN');
  const [reason, setReason] = useState<AfterSaleReason>('NOT_AS_DESCRIBED');
  const [detail, setDetail] = useState('');
  const [detailError, setDetailError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooLong = detail.trim().length > AFTER_SALE_DETAIL_MAX_LENGTH;
    setDetailError(tooLong);
    setMessage(null);
    if (tooLong || uploading) return;
    void run(async () => {
      const result = await requestItemAfterSale(http, itemId, {
        kind,
        reason,
        detail: detail.trim(),
        photoKeys: readyKeys,
      });
      if (result.ok) {
        notify.success(t('orders:inspection.dialog.sent'));
        onSent(result.data);
        return;
      }
      if (result.error.fields?.detail) setDetailError(true);
      setMessage(errorText(t, result.error));
    });
  };

  const pick = (files: File[]) => {
    if (add(files).length > 0) notify.error(t('orders:inspection.dialog.photoRefused', { max: AFTER_SALE_MAX_PHOTOS }));
  };

  const refundText = inspection.returnRefundsDomesticShipping
    ? 'orders:inspection.dialog.refundWithShipping'
    : 'orders:inspection.dialog.refund';
  return (
    <FormDialog
      id="after-sale"
      open={open}
      onClose={onClose}
      pending={pending}
      title={t('orders:inspection.dialog.title')}
      onSubmit={submit}
      cancelLabel={t('orders:inspection.dialog.cancel')}
      submitLabel={t('orders:inspection.dialog.submit')}
      submitDisabled={uploading}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <FormControl>
        <FormLabel id="after-sale-kind">{t('orders:inspection.dialog.kind')}</FormLabel>
        <RadioGroup
          aria-labelledby="after-sale-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as AfterSaleKind)}
        >
          {AFTER_SALE_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={t(`orders:inspection.dialog.kinds.${k}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {kind === 'RETURN' && (
        <Alert severity="info" data-testid="after-sale-refund">
          {t(refundText, { amount: cnyText(format, inspection.returnRefund) })}
        </Alert>
      )}
      <TextField
        select
        label={t('orders:inspection.dialog.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value as AfterSaleReason)}
        fullWidth
      >
        {AFTER_SALE_REASONS.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`orders:inspection.dialog.reasons.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('orders:inspection.dialog.detail')}
        value={detail}
        onChange={(e) => {
          setDetail(e.target.value);
          setDetailError(false);
        }}
        multiline
        minRows={3}
        fullWidth
        error={detailError}
        helperText={t(detailError ? 'orders:inspection.dialog.tooLong' : 'orders:inspection.dialog.detailHint', {
          max: AFTER_SALE_DETAIL_MAX_LENGTH,
        })}
        slotProps={{ htmlInput: { maxLength: AFTER_SALE_DETAIL_MAX_LENGTH + 50 } }}
      />
      <PhotoPicker
        heading={t('orders:inspection.dialog.photos', { max: AFTER_SALE_MAX_PHOTOS })}
        images={images}
        max={AFTER_SALE_MAX_PHOTOS}
        addLabel={t('orders:inspection.dialog.addPhotos')}
        labels={{
          uploading: t('orders:inspection.dialog.uploading'),
          failed: (img) => (img.error ? errorText(t, img.error) : t('orders:inspection.dialog.uploadFailed')),
          remove: (img) => t('orders:inspection.dialog.removePhoto', { name: img.name }),
        }}
        onPick={pick}
        onRemove={remove}
        inputTestId="after-sale-file"
      />
    </FormDialog>
  );
}

// Loaded on demand (next/dynamic) over pages drawn without MUI: the dialog brings its own theme scope.
export default withMuiScope(AfterSaleDialog);
