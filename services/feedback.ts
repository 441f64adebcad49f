// Feedback and complaints (/user-feedback): the shopper's threads with the staff's replies, and a new one with
// optional images. Images go to the bucket first with an upload token (services/upload.ts); the feedback then
// names their keys, which the API checks belong to this tenant's uploads.
import type { CreateFeedbackRequest, Page, UserFeedback } from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/user-feedback';

export function listFeedback(
  http: Http,
  query: { pageNo?: number; pageSize?: number } = {},
): Promise<Result<Page<UserFeedback>>> {
  return call<Page<UserFeedback>>(http.get(base, { params: query }));
}

export function createFeedback(http: Http, body: CreateFeedbackRequest): Promise<Result<UserFeedback>> {
  return call<UserFeedback>(http.post(base, body));
}
