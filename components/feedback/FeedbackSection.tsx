// The messages page's feedback block: the shopper's feedback threads (newest first) with the staff's replies, and
// a button to send a new one. Loaded in the browser after the notifications, a page at a time; a failed load
// never hides the notifications above it.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { Page, UserFeedback } from '@/contract';
import { listFeedback } from '@/services/feedback';
import { useRemote } from '@/components/common/useRemote';
import { useHttp } from '@/stores/http';
import { useTenant } from '@/stores/tenant';
import { errorText } from '@/utils/errorText';
import ListPagination from '@/components/common/ListPagination';

const FeedbackDialog = dynamic(() => import('./FeedbackDialog'), { ssr: false });
export const FEEDBACK_PAGE_SIZE = 10;

export default function FeedbackSection() {
  const { t } = useTranslation(['feedback', 'common']);
  const http = useHttp();
  const [pageNo, setPageNo] = useState(1);
  const { state: load, run } = useRemote<Page<UserFeedback>>();
  const [writing, setWriting] = useState(false);

  // A retry or a new thread shows the loading state; turning the page keeps the current one until the next comes.
  const fetchPage = useCallback(
    (n: number, silent = false) =>
      run(() => listFeedback(http, { pageNo: n, pageSize: FEEDBACK_PAGE_SIZE }), { silent }),
    [http, run],
  );

  useEffect(() => {
    void fetchPage(pageNo, true);
  }, [fetchPage, pageNo]);

  const pageCount = load.status === 'ready' ? Math.max(1, Math.ceil(load.data.total / FEEDBACK_PAGE_SIZE)) : 1;
  return (
    <Box
      component="section"
      aria-labelledby="feedback-section-title"
      sx={{ mt: 4, pb: { xs: 2, sm: 3 } }}
      data-testid="feedback-section"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id="feedback-section-title" variant="h6" component="h2">
            {t('feedback:title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('feedback:intro')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<RateReviewOutlinedIcon />} onClick={() => setWriting(true)}>
          {t('feedback:new')}
        </Button>
      </Box>
      {load.status === 'loading' && <Skeleton variant="rounded" height={96} aria-label={t('feedback:loading')} />}
      {load.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void fetchPage(pageNo)}>
              {t('feedback:retry')}
            </Button>
          }
        >
          {errorText(t, load.error)}
        </Alert>
      )}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <Typography color="textSecondary">{t('feedback:empty')}</Typography>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <Box component="ul" aria-label={t('feedback:title')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {load.data.items.map((f) => (
            <FeedbackThread key={f.id} feedback={f} />
          ))}
        </Box>
      )}
      <ListPagination pageCount={pageCount} page={pageNo} onPage={setPageNo} />
      {writing && (
        <FeedbackDialog
          open
          onClose={() => setWriting(false)}
          onSent={() => {
            setWriting(false);
            if (pageNo === 1) void fetchPage(1);
            else setPageNo(1);
          }}
        />
      )}
    </Box>
  );
}

function FeedbackThread({ feedback }: { feedback: UserFeedback }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const tenant = useTenant();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="feedback-thread"
      sx={{ listStyle: 'none', p: 2, borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip size="small" variant="outlined" label={t(`types.${feedback.type}`)} />
        <Chip
          size="small"
          color={feedback.status === 'REPLIED' ? 'success' : 'default'}
          label={t(`status.${feedback.status}`)}
        />
        {feedback.orderNo && (
          <Typography variant="body2" color="textSecondary">
            {t('orderNo')}: <bdi dir="ltr">{feedback.orderNo}</bdi>
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary" sx={{ marginInlineStart: 'auto' }}>
          <bdi>{format.dateTime(feedback.createdAt, tenant.timezoneOffset)}</bdi>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {feedback.content}
      </Typography>
      {feedback.images.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {feedback.images.map((src, i) => (
            <Box
              key={`${i}-${src}`}
              component="a"
              href={src}
              target="_blank"
              rel="noopener"
              aria-label={t('imageN', { index: i + 1 })}
              sx={{
                width: 56,
                height: 56,
                borderRadius: 1,
                overflow: 'hidden',
                display: 'block',
                bgcolor: 'action.hover',
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnails of the shopper's own uploads */}
              <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </Box>
          ))}
        </Box>
      )}
      {feedback.replies.length > 0 && (
        <Box component="ul" aria-label={t('replies')} sx={{ m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}>
          {feedback.replies.map((reply) => (
            <Box
              component="li"
              key={reply.id}
              data-testid="feedback-reply"
              sx={{
                listStyle: 'none',
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                borderInlineStart: 3,
                borderColor: 'primary.main',
              }}
            >
              <Typography variant="caption" color="textSecondary" component="p">
                {reply.authorName} · <bdi>{format.dateTime(reply.createdAt, tenant.timezoneOffset)}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.content}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
