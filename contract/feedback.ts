// Feedback and complaints from a shopper, with the staff's replies.
//   GET  /user-feedback?pageNo=&pageSize=   → Page<UserFeedback> (newest first, replies oldest first)
//   POST /user-feedback                     CreateFeedbackRequest → UserFeedback
// Operator surface (X-Operator-Token):
//   GET  /operator/user-feedback?status=&tenantId=&limit=  → OperatorFeedbackList (newest first)
//   POST /operator/user-feedback/{id}/replies  OperatorFeedbackReplyRequest → UserFeedback
// Errors: VALIDATION_FAILED (fields: REQUIRED, TOO_LONG, TOO_MANY, INVALID_IMAGE_KEY, ORDER_NOT_FOUND),
// FEEDBACK_NOT_FOUND (404).

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'ORDER_PROBLEM', 'SHIPPING_PROBLEM', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** OPEN: waiting for the staff; REPLIED: the staff answered last. */
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_CONTENT_MAX_LENGTH = 2000;
export const FEEDBACK_MAX_IMAGES = 6;

export interface FeedbackReply {
  id: string;
  /** The staff member's display name. */
  authorName: string;
  content: string;
  createdAt: string;
}

export interface UserFeedback {
  id: string;
  type: FeedbackType;
  content: string;
  /** A purchase or transit order number of the shopper's, when the feedback is about one. */
  orderNo: string | null;
  /** Image URLs. */
  images: string[];
  status: FeedbackStatus;
  createdAt: string;
  replies: FeedbackReply[];
}

export interface CreateFeedbackRequest {
  type: FeedbackType;
  content: string;
  orderNo?: string | null;
  /** Keys of images uploaded with an upload token of this tenant. */
  imageKeys?: string[];
}

export interface OperatorFeedbackReplyRequest {
  content: string;
  authorName?: string;
}

/** Operator: feedback threads of every tenant (or one), with whose they are. */
export interface OperatorFeedbackList {
  items: (UserFeedback & { tenantId: string; shopperEmail: string })[];
}
