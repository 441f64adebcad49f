// The server-side loader of /my/message: the page of notifications the URL names, rendered on the server. A
// failure other than an expired login is shown in the page with a retry, not as a broken page.
import type { Page, UserNotification } from '@/contract';
import { listNotifications } from '@/services/notifications';
import type { PageLoader } from '@/services/server/withPage';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { MESSAGES_PAGE_SIZE, parseMessageQuery } from '@/components/account/messageQuery';

export interface MessagesPageProps extends Record<string, unknown> {
  initialPage: Page<UserNotification> | null;
}

export const loadMessagesPage: PageLoader<MessagesPageProps> = async (ctx, { http, query }) => {
  const { filter, page } = parseMessageQuery(query);
  const result = await listNotifications(http, {
    pageNo: page,
    pageSize: MESSAGES_PAGE_SIZE,
    unread: filter === 'unread',
  });
  if (result.ok) return { props: { initialPage: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[messages] list load failed: ${result.error.code}`);
  return { props: { initialPage: null } };
};
