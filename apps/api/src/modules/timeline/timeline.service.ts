// GET /api/applications/timeline/{id} (issue 27): the application's events in order, for its own vendor's users and
// for the lender; another vendor's id, a missing one and a malformed one answer alike (404).
import { dealNumberOf, type TimelineAnswer } from '@vp/domain';
import {
  applicationNotFound,
  isApplicationId,
  lenderReads,
  type ReviewedSinceLastDraft,
} from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  type ActingUser,
  buildTimeline,
  type CertificateRecord,
  type LoggedEvent,
  type StatementRecord,
  type StoredUpload,
} from './timeline-events.ts';

/** The timeline's facts, each read through the module that owns it (decision 036; bound in owner-reads.ts). */
export interface TimelineReads {
  application(id: string): Promise<
    | {
        id: string;
        vendorId: number;
        status: string;
        firstName: string | null;
        lastName: string | null;
        edgeId: string | null;
        reference: number | null;
      }
    | undefined
  >;
  logged(applicationId: string): Promise<LoggedEvent[]>;
  uploads(applicationId: string): Promise<StoredUpload[]>;
  certificates(applicationId: string): Promise<CertificateRecord[]>;
  /** The funding module: the deal's funding statement, once booked. */
  statement(applicationId: string): Promise<StatementRecord | undefined>;
  users(ids: readonly number[]): Promise<ActingUser[]>;
  /** The audit: whether the lender reviewed the application since it was last a draft (the lender's read rule). */
  reviewedSinceLastDraft: ReviewedSinceLastDraft;
}

export function createTimelineService({ reads }: { reads: TimelineReads }) {
  return {
    async timeline(principal: Principal, id: string): Promise<TimelineAnswer> {
      if (!isApplicationId(id)) throw applicationNotFound();
      const lender = principal.user.role === 'underwriter';
      const row = await reads.application(id);
      // A vendor sees only their own vendor's applications; the lender those it reads as one application (never a
      // draft: the same rule, and the same answer, as its summary of the application).
      const readable =
        row &&
        (lender
          ? await lenderReads(row, reads.reviewedSinceLastDraft)
          : row.vendorId === principal.vendor?.id);
      if (!row || !readable) throw applicationNotFound();
      const [logged, uploads, certificates, statement] = await Promise.all([
        reads.logged(row.id),
        reads.uploads(row.id),
        reads.certificates(row.id),
        reads.statement(row.id),
      ]);
      const ids = new Set<number>();
      for (const e of [...logged, ...uploads]) if (e.userId !== null) ids.add(e.userId);
      const users = await reads.users([...ids]);
      return {
        applicationId: row.id,
        status: row.status,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        number: dealNumberOf(row),
        events: buildTimeline({ logged, uploads, certificates, statement, users }),
      };
    },
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
