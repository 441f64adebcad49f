// A new feedback or complaint: its type, what happened, an optional order number (prefilled when opened from an
// order) and up to six photos. The content counts down to its limit; the API's field reasons show under the
// fields. Sent feedback appears in the messages page's feedback list with the staff's replies.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormDialog from '@/components/common/FormDialog';
import { useTranslation } from 'next-i18next/pages';
import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
  type FeedbackType,
  type UserFeedback,
} from '@/contract';
import { usePending } from '@/components/account/usePending';
import { createFeedback } from '@/services/feedback';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { actionErrorText, errorText } from '@/utils/errorText';
import PhotoPicker from './PhotoPicker';
import { useFeedbackImages } from './useFeedbackImages';
import { withMuiScope } from '@/theme/MuiScope';

type Field = 'type' | 'content' | 'orderNo' | 'images';
const ORDER_NO_MAX = 40;

function FeedbackDialog({
  open,
  orderNo = '',
  defaultType = 'SUGGESTION',
  onClose,
  onSent,
}: {
  open: boolean;
  orderNo?: string;
  defaultType?: FeedbackType;
  onClose: () => void;
  onSent: (feedback: UserFeedback) => void;
}) {
  const { t } = useTranslation(['feedback', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const { pending, run } = usePending();
  const { images, add, remove, uploading, readyKeys } = useFeedbackImages(FEEDBACK_MAX_IMAGES);
  const [type, setType] = useState<FeedbackType>(defaultType);
  const [content, setContent] = useState('');
  const [order, setOrder] = useState(orderNo);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  /** The shopper changed `field`: its error and the form message describe what was sent, not what is there now. */
  const edited = (field: Field) => {
    setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x));
    setMessage(null);
  };

  const fieldText = (code: string | undefined) =>
    code
      ? t(`feedback:error.${code}`, {
          max: FEEDBACK_CONTENT_MAX_LENGTH,
          count: FEEDBACK_MAX_IMAGES,
          defaultValue: t('common:errors.INVALID_FIELD'),
        })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!content.trim()) found.content = 'REQUIRED';
    else if (content.trim().length > FEEDBACK_CONTENT_MAX_LENGTH) found.content = 'TOO_LONG';
    if (order.trim().length > ORDER_NO_MAX) found.orderNo = 'TOO_LONG';
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0 || uploading) return;
    void run(async () => {
      const result = await createFeedback(http, {
        type,
        content: content.trim(),
        orderNo: order.trim() || null,
        imageKeys: readyKeys,
      });
      if (result.ok) {
        notify.success(t('feedback:sent'));
        onSent(result.data);
        return;
      }
      const fields: Partial<Record<Field, string>> = {};
      for (const [name, code] of Object.entries(result.error.fields ?? {})) {
        const field = (name.startsWith('imageKeys') ? 'images' : name) as Field;
        if (['type', 'content', 'orderNo', 'images'].includes(field)) fields[field] = code;
      }
      setErrors(fields);
      setMessage(Object.keys(fields).length ? null : actionErrorText(t, 'common:failed.sendFeedback', result.error));
    });
  };

  const pick = (files: File[]) => {
    edited('images');
    const refusals = add(files);
    if (refusals.length)
      notify.error(refusals.map((r) => t(`feedback:imageRefused.${r}`, { count: FEEDBACK_MAX_IMAGES })).join(' '));
  };

  return (
    <FormDialog
      id="feedback"
      open={open}
      onClose={onClose}
      pending={pending}
      title={t('feedback:newTitle')}
      onSubmit={submit}
      cancelLabel={t('feedback:cancel')}
      submitLabel={t('feedback:send')}
      submitDisabled={uploading}
    >
      <Typography variant="body2" color="textSecondary">
        {t('feedback:newIntro')}
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <TextField
        select
        label={t('feedback:type')}
        value={type}
        onChange={(e) => {
          setType(e.target.value as FeedbackType);
          edited('type');
        }}
        fullWidth
        error={Boolean(errors.type)}
        helperText={fieldText(errors.type)}
      >
        {FEEDBACK_TYPES.map((ft) => (
          <MenuItem key={ft} value={ft}>
            {t(`feedback:types.${ft}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('feedback:content')}
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          edited('content');
        }}
        required
        multiline
        minRows={4}
        fullWidth
        error={Boolean(errors.content)}
        helperText={
          fieldText(errors.content) ??
          t('feedback:contentHint', { count: FEEDBACK_CONTENT_MAX_LENGTH - content.trim().length })
        }
        slotProps={{ htmlInput: { maxLength: FEEDBACK_CONTENT_MAX_LENGTH + 50 } }}
      />
      <TextField
        label={t('feedback:orderNo')}
        value={order}
        onChange={(e) => {
          setOrder(e.target.value);
          edited('orderNo');
        }}
        fullWidth
        error={Boolean(errors.orderNo)}
        helperText={fieldText(errors.orderNo) ?? t('feedback:orderNoHint')}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: ORDER_NO_MAX } }}
      />
      <PhotoPicker
        heading={t('feedback:images', { count: FEEDBACK_MAX_IMAGES })}
        listLabel={t('feedback:attached')}
        images={images}
        max={FEEDBACK_MAX_IMAGES}
        addLabel={t('feedback:addImages')}
        labels={{
          uploading: t('feedback:uploading'),
          failed: (img) => (img.error ? errorText(t, img.error) : t('feedback:uploadFailed')),
          remove: (img) => t('feedback:removeImage', { name: img.name }),
        }}
        error={fieldText(errors.images)}
        onPick={pick}
        onRemove={(id) => {
          remove(id);
          edited('images');
        }}
        inputTestId="feedback-file"
      />
    </FormDialog>
  );
}

// Loaded on demand by the pages that open it, drawn inside its own MUI scope.
export default withMuiScope(FeedbackDialog);
