// /my/message: the shopper's notifications, all or unread, newest first, a page at a time. Opening one marks it
// read; "mark all as read" clears the rest. Times are in the tenant's zone, labelled with its UTC offset.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'next-i18next/pages';
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
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('account:messages.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('account:messages.unreadCount', { count: unreadCount })}
            {' · '}
            {t('account:messages.timezone', { offset: formatUtcOffset(tenant.timezoneOffset) })}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.filter}
          onChange={(_event, value: MessageFilter | null) => {
            if (value) changeFilter(value);
          }}
          aria-label={t('account:messages.filter.label')}
        >
          <ToggleButton value="all">{t('account:messages.filter.all')}</ToggleButton>
          <ToggleButton value="unread">{t('account:messages.filter.unread')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={onMarkAll}
          loading={markingAll.pending}
          disabled={markingAll.pending || !anyUnread}
        >
          {t('account:messages.markAllRead')}
        </Button>
      </Box>

      {list.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('account:retry')}
            </Button>
          }
        >
          {errorText(t, list.error)}
        </Alert>
      )}

      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}
        aria-busy={list.status === 'loading'}
      >
        {list.status === 'loading' && (
          <LinearProgress aria-label={t('account:loading')} sx={{ position: 'absolute', insetInline: 0, top: 0 }} />
        )}
        {items.length > 0 ? (
          <Box component="ul" aria-label={t('account:messages.title')} sx={{ m: 0, p: 0 }}>
            {items.map((notification) => (
              <MessageItem
                key={notification.id}
                notification={notification}
                time={format.dateTime(notification.createdAt, tenant.timezoneOffset)}
                open={openId === notification.id}
                onToggle={() => toggle(notification)}
              />
            ))}
          </Box>
        ) : list.status === 'ready' ? (
          <Box
            sx={{
              py: 8,
              px: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              textAlign: 'center',
            }}
          >
            <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="text.secondary">
              {query.filter === 'unread' ? t('account:messages.emptyUnread') : t('account:messages.empty')}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ minHeight: 160 }} />
        )}
      </Paper>

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
    </Box>
  );
}
