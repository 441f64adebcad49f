// The messages page's feedback block: the shopper's feedback threads (newest first) with the staff's replies, and
// a button to send a new one. Loaded in the browser after the notifications, a page at a time; a failed load
// never hides the notifications above it. Plain elements under a static stylesheet (FeedbackSection.module.css);
// the dialog that sends feedback loads, with MUI, when the shopper opens it.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import type { Page, UserFeedback } from '@/contract';
import { listFeedback } from '@/services/feedback';
import { useRemote } from '@/components/common/useRemote';
import { useHttp } from '@/stores/http';
import { useTenant } from '@/stores/tenant';
import ListPagination from '@/components/common/ListPagination';
import PlainButton from '@/components/common/PlainButton';
import PlainChip from '@/components/common/PlainChip';
import PlainIcon from '@/components/common/PlainIcon';
import { RATE_REVIEW_OUTLINED } from './feedbackIconPaths';
import styles from './FeedbackSection.module.css';

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
    <section aria-labelledby="feedback-section-title" className={styles.section} data-testid="feedback-section">
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id="feedback-section-title" className={styles.title}>
            {t('feedback:title')}
          </h2>
          <p className={styles.secondary}>{t('feedback:intro')}</p>
        </div>
        <PlainButton startIcon={<PlainIcon d={RATE_REVIEW_OUTLINED} />} onClick={() => setWriting(true)}>
          {t('feedback:new')}
        </PlainButton>
      </div>
      {load.status === 'loading' && <span className={styles.loading} aria-label={t('feedback:loading')} />}
      {load.status === 'failed' && <RetryAlert error={load.error} onRetry={() => void fetchPage(pageNo)} />}
      {load.status === 'ready' && load.data.items.length === 0 && <p className={styles.empty}>{t('feedback:empty')}</p>}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ul aria-label={t('feedback:title')} className={styles.threads}>
          {load.data.items.map((f) => (
            <FeedbackThread key={f.id} feedback={f} />
          ))}
        </ul>
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
    </section>
  );
}

function FeedbackThread({ feedback }: { feedback: UserFeedback }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const tenant = useTenant();
  return (
    <li className={styles.thread} data-testid="feedback-thread">
      <div className={styles.threadHead}>
        <PlainChip variant="outlined" label={t(`types.${feedback.type}`)} />
        <PlainChip
          color={feedback.status === 'REPLIED' ? 'success' : 'default'}
          label={t(`status.${feedback.status}`)}
        />
        {feedback.orderNo && (
          <p className={styles.secondary}>
            {t('orderNo')}: <bdi dir="ltr">{feedback.orderNo}</bdi>
          </p>
        )}
        <span className={styles.time}>
          <bdi>{format.dateTime(feedback.createdAt, tenant.timezoneOffset)}</bdi>
        </span>
      </div>
      <p className={styles.content}>{feedback.content}</p>
      {feedback.images.length > 0 && (
        <div className={styles.images}>
          {feedback.images.map((src, i) => (
            <a
              key={`${i}-${src}`}
              href={src}
              target="_blank"
              rel="noopener"
              aria-label={t('imageN', { index: i + 1 })}
              className={styles.image}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnails of the shopper's own uploads */}
              <img src={src} alt="" />
            </a>
          ))}
        </div>
      )}
      {feedback.replies.length > 0 && (
        <ul aria-label={t('replies')} className={styles.replies}>
          {feedback.replies.map((reply) => (
            <li key={reply.id} data-testid="feedback-reply" className={styles.reply}>
              <p className={styles.caption}>
                {reply.authorName} · <bdi>{format.dateTime(reply.createdAt, tenant.timezoneOffset)}</bdi>
              </p>
              <p className={styles.content}>{reply.content}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
