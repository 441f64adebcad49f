// /my/message: the shopper's notifications, all or unread, newest first, a page at a time. Opening one marks it
// read; "mark all as read" clears the rest. Times are in the tenant's zone, labelled with its UTC offset.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import type { Page, UserNotification } from '@/contract';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import { useTenant } from '@/stores/tenant';
import { formatUtcOffset } from '@/utils/clock';
import { errorText } from '@/utils/errorText';
import MessageItem from './MessageItem';
import { MESSAGES_PAGE_SIZE, type MessageFilter } from './messageQuery';
import { useNotifications } from './useNotifications';
import { usePending } from './usePending';
import ListPagination from '@/components/common/ListPagination';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import PlainToggleGroup from '@/components/common/PlainToggleGroup';
import { INBOX_OUTLINED } from './accountIconPaths';
import { DONE_ALL } from './messageIconPaths';
import text from './accountText.module.css';
import styles from './MessagesView.module.css';

export default function MessagesView({ initialPage }: { initialPage: Page<UserNotification> | null }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const tenant = useTenant();
  const notify = useNotify();
  const { profile, loggedIn } = useSession();
  const { query, setQuery, list, reload, markRead, markAllRead } = useNotifications(initialPage);
  const markingAll = usePending();
  const [openId, setOpenId] = useState<string | null>(null);

  if (!loggedIn) return null;

  const page = list.data;
  const items = page?.items ?? [];
  const pageCount = page ? Math.max(1, Math.ceil(page.total / MESSAGES_PAGE_SIZE)) : 1;
  const unreadCount = profile?.unreadNotificationCount ?? 0;
  const anyUnread = unreadCount > 0 || items.some((n) => !n.read);

  const toggle = (notification: UserNotification) => {
    const opening = openId !== notification.id;
    setOpenId(opening ? notification.id : null);
    if (opening && !notification.read) {
      void markRead(notification.id).then((result) => {
        if (!result.ok) notify.error(errorText(t, result.error));
      });
    }
  };

  const onMarkAll = () =>
    void markingAll.run(async () => {
      const result = await markAllRead();
      if (result.ok) notify.success(t('account:messages.markedAll', { count: result.updated ?? 0 }));
      else notify.error(errorText(t, result.error));
    });

  const changeFilter = (filter: MessageFilter) => {
    setOpenId(null);
    setQuery({ filter, page: 1 });
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 className={text.pageTitle}>{t('account:messages.title')}</h1>
          <p className={text.secondaryNote}>
            {t('account:messages.unreadCount', { count: unreadCount })}
            {' · '}
            {t('account:messages.timezone', { offset: formatUtcOffset(tenant.timezoneOffset) })}
          </p>
        </div>
        <PlainToggleGroup<MessageFilter>
          size="small"
          value={query.filter}
          onChange={changeFilter}
          label={t('account:messages.filter.label')}
          options={[
            { value: 'all', label: t('account:messages.filter.all') },
            { value: 'unread', label: t('account:messages.filter.unread') },
          ]}
        />
        <PlainButton
          variant="outlined"
          size="small"
          startIcon={<PlainIcon d={DONE_ALL} />}
          onClick={onMarkAll}
          pending={markingAll.pending}
          disabled={!anyUnread}
        >
          {t('account:messages.markAllRead')}
        </PlainButton>
      </div>

      {list.status === 'failed' && <RetryAlert error={list.error} onRetry={reload} className={styles.failed} />}

      <div className={styles.box} aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && <PlainLinearProgress label={t('account:loading')} className={styles.progress} />}
        {items.length > 0 ? (
          <ul aria-label={t('account:messages.title')} className={styles.list}>
            {items.map((notification) => (
              <MessageItem
                key={notification.id}
                notification={notification}
                time={format.dateTime(notification.createdAt, tenant.timezoneOffset)}
                open={openId === notification.id}
                onToggle={() => toggle(notification)}
              />
            ))}
          </ul>
        ) : list.status === 'ready' ? (
          <div className={styles.empty}>
            <PlainIcon d={INBOX_OUTLINED} size="inherit" className={styles.emptyIcon} />
            <p className={styles.emptyText}>
              {query.filter === 'unread' ? t('account:messages.emptyUnread') : t('account:messages.empty')}
            </p>
          </div>
        ) : (
          <div className={styles.pending} />
        )}
      </div>

      <ListPagination
        pageCount={pageCount}
        page={Math.min(query.page, pageCount)}
        onPage={(value) => {
          setOpenId(null);
          setQuery({ ...query, page: value });
        }}
        disabled={list.status === 'loading'}
        label={t('account:messages.pages')}
      />
    </div>
  );
}
