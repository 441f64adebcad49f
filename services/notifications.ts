// The shopper's notifications (GET /front/user-notifications; login required). Each call returns
// a Result; the messages page decides what a failure means.
import type { Page, ReadAllNotificationsResult, UserNotification, UserNotificationQuery } from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/user-notifications';

/** Newest first; `unread: true` lists only unread ones. */
export function listNotifications(
  http: Http,
  query: UserNotificationQuery = {},
): Promise<Result<Page<UserNotification>>> {
  const params: Record<string, string | number> = {};
  if (query.pageNo !== undefined) params.pageNo = query.pageNo;
  if (query.pageSize !== undefined) params.pageSize = query.pageSize;
  // Absent means "all": the API only filters on the literal `true`.
  if (query.unread) params.unread = 'true';
  return call(http.get<Page<UserNotification>>(base, { params }));
}

/** Marks one read and answers the updated notification. */
export function markNotificationRead(http: Http, id: string): Promise<Result<UserNotification>> {
  return call(http.post<UserNotification>(`${base}/${encodeURIComponent(id)}/read`));
}

export function markAllNotificationsRead(http: Http): Promise<Result<ReadAllNotificationsResult>> {
  return call(http.post<ReadAllNotificationsResult>(`${base}/read-all`));
}
