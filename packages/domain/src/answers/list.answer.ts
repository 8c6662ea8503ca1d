// Answers of the dashboard and the application list (spec §2, §4, §7): counts per group, a page of rows, the sync.
import { z } from 'zod';

/**
 * GET /applications/summary: a count per status group. A value that is not a count reads as null, which the
 * dashboard shows as a dash (spec §4), rather than failing the whole dashboard.
 */
export const summaryAnswer = z.object({
  results: z.record(
    z.string(),
    z.preprocess((value) => (typeof value === 'number' ? value : null), z.number().nullable()),
  ),
});

/** One row of the list (spec §2 columns); `actions` names the row actions its status offers this vendor. */
export const applicationListRow = z.object({
  id: z.string(),
  /** ISO date and time. */
  created: z.string(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  fullName: z.string(),
  status: z.string(),
  edgeId: z.string().nullable(),
  /** The short reference ('R-100 009'); the App # column shows the loan number (edgeId) once there is one, else it. */
  reference: z.string().nullable(),
  amount: z.number().nullable(),
  amountApproved: z.number().nullable(),
  rentalAmount: z.number().nullable(),
  primaryPhone: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  actions: z.array(z.string()),
});
export type ApplicationListRow = z.infer<typeof applicationListRow>;

/** GET /applications/search. */
export const applicationSearchAnswer = z.object({
  results: z.array(applicationListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationSearchAnswer = z.infer<typeof applicationSearchAnswer>;

/** GET /doc-api/applications/sync: how many waiting submissions were queued again. */
export const syncAnswer = z.object({
  data: z.object({ status: z.string(), requeued: z.number().int() }),
});
export type SyncAnswer = z.infer<typeof syncAnswer>['data'];
