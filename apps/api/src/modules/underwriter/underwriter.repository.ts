// The underwriter's view: Pending applications across vendors with their latest decision record, and any one
// application the lender reviews (ARCHITECTURE §10: it sees only what it reviews).
import { AFTER_LENDER_REVIEW, DRAFT_STATUSES, LENDER_REVIEW_STATUSES } from '@vp/domain';
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from '../applications/applications.schema.ts';
import { events } from '../audit/audit.schema.ts';
import { decisions } from '../decisions/decisions.schema.ts';
import { vendors } from '../users/users.schema.ts';

/**
 * The application went into a review status (the status writer's audit `to`) and was not sent back to the dealer as
 * a draft after it: the lender's by its history, whatever its status now (Approved after review, Cancelled after
 * Missing Documents...).
 */
const reviewedSinceLastDraft = sql`exists (select 1 from ${events} reviewed
  where reviewed.application_id = ${applications.id} and reviewed.detail->>'to' in ${LENDER_REVIEW_STATUSES}
  and not exists (select 1 from ${events} redrafted
    where redrafted.application_id = reviewed.application_id and redrafted.id > reviewed.id
    and redrafted.detail->>'to' in ${DRAFT_STATUSES}))`;

export function createUnderwriterRepository(db: Db) {
  /** The latest decision of each application, in one query. */
  async function latestDecisions(ids: string[]) {
    if (ids.length === 0) return new Map<string, typeof decisions.$inferSelect>();
    const rows = await db
      .select()
      .from(decisions)
      .where(inArray(decisions.applicationId, ids))
      .orderBy(desc(decisions.decidedAt), desc(decisions.id));
    const latest = new Map<string, typeof decisions.$inferSelect>();
    for (const row of rows) if (!latest.has(row.applicationId)) latest.set(row.applicationId, row);
    return latest;
  }

  async function withDecisions(
    rows: { application: typeof applications.$inferSelect; vendor: typeof vendors.$inferSelect }[],
  ) {
    const latest = await latestDecisions(rows.map((r) => r.application.id));
    return rows.map((r) => ({ ...r, decision: latest.get(r.application.id) ?? null }));
  }

  return {
    async findPending() {
      const rows = await db
        .select({ application: applications, vendor: vendors })
        .from(applications)
        .innerJoin(vendors, eq(applications.vendorId, vendors.id))
        .where(eq(applications.status, 'Pending'))
        .orderBy(applications.updated);
      return withDecisions(rows);
    },

    /**
     * One application with its latest decision, when the lender reviews it: in a review status or one only its review
     * leads to, or reviewed since it was last a draft. Anything else (a draft above all) reads as missing.
     */
    async findForLender(id: string) {
      const rows = await db
        .select({ application: applications, vendor: vendors })
        .from(applications)
        .innerJoin(vendors, eq(applications.vendorId, vendors.id))
        .where(
          and(
            eq(applications.id, id),
            or(
              inArray(applications.status, [...LENDER_REVIEW_STATUSES, ...AFTER_LENDER_REVIEW]),
              and(notInArray(applications.status, [...DRAFT_STATUSES]), reviewedSinceLastDraft),
            ),
          ),
        )
        .limit(1);
      return (await withDecisions(rows))[0];
    },

    /** Records the underwriter's decision, inside the transaction that moves the application (the status writer's). */
    async insertDecision(
      values: {
        applicationId: string;
        outcome: 'Approved' | 'Declined';
        amountRequested: number | null;
        amountCents: number | null;
        userId: number;
        note: string;
      },
      tx: Pick<Db, 'insert'>,
    ) {
      await tx.insert(decisions).values({
        applicationId: values.applicationId,
        submissionId: sql`gen_random_uuid()`,
        outcome: values.outcome,
        reasons: ['underwriter'],
        amountRequested: values.amountRequested,
        amountApproved: values.amountCents,
        decidedBy: values.userId,
        note: values.note,
      });
    },

    /** The loan number an approval writes: the one it has, else the next of the sequence. */
    nextEdgeId() {
      return sql`coalesce(${applications.edgeId}, 'C' || nextval('edge_id_seq')::text)`;
    },
  };
}
export type UnderwriterRepository = ReturnType<typeof createUnderwriterRepository>;
