// Issue 27's live status and notices (decision 042): the event a signed-in user's stream carries, a page of the
// user's notices, and where each notice leads.
import { z } from 'zod';
import { noticeKindSchema } from '../notices.ts';

/**
 * The `data` of one event of GET /api/events/stream: an application of the user's vendor changed status. `counts` is
 * the dashboard's summary (a count per group) just after it, so that the dashboard needs no second call.
 */
export const liveEventData = z.object({
  /** The application's id. */
  id: z.string(),
  status: z.string(),
  from: z.string().nullable(),
  event: z.string(),
  reference: z.number().nullable(),
  /** ISO date and time of the change. */
  at: z.string(),
  counts: z.record(z.string(), z.number()).optional(),
});
export type LiveEventData = z.infer<typeof liveEventData>;

export const noticeAnswer = z.object({
  id: z.number(),
  kind: noticeKindSchema,
  applicationId: z.string(),
  /** The application's short reference (formatApplicationReference) and the status it reached. */
  reference: z.number().nullable(),
  /**
   * The deal's one reference when the notice was made (decision 048): its loan number once it has one ('C1000100'),
   * else its short reference ('R-100 009'); null for an application without either.
   */
  number: z.string().nullable(),
  status: z.string(),
  /** ISO date and time; `read` null while unread. */
  created: z.string(),
  read: z.string().nullable(),
});
export type NoticeAnswer = z.infer<typeof noticeAnswer>;

/** GET /api/notifications: the user's notices, newest first, a page at a time, and how many are unread. */
export const noticesAnswer = z.object({
  notices: z.array(noticeAnswer),
  unread: z.number(),
  /** The `before` of the next page, or null on the last one. */
  next: z.number().nullable(),
});
export type NoticesAnswer = z.infer<typeof noticesAnswer>;

/** POST mark read (one or all): the unread count after it. */
export const noticesReadAnswer = z.object({ unread: z.number() });

/** Notices per page of GET /api/notifications, at most. */
export const NOTICES_PAGE_SIZE = 20;
export const noticesQuery = z.object({
  /** Notices older than this id (the previous page's `next`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTICES_PAGE_SIZE),
});
