// Decision records and the application updates a decision makes, written together in one transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { decisions } from './decisions.schema.ts';

export type DecisionRow = typeof decisions.$inferSelect;
export type NewDecision = typeof decisions.$inferInsert;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Who approved the application's credit standing now: the lender's user of the latest approval, null when the policy
 * or the partner approved it (no person) or nothing did. The funding review's four eyes reads it (decision 046).
 */
export async function creditApproverOf(
  executor: Pick<Db, 'select'>,
  applicationId: string,
): Promise<number | null> {
  const [row] = await executor
    .select({ decidedBy: decisions.decidedBy })
    .from(decisions)
    .where(and(eq(decisions.applicationId, applicationId), eq(decisions.outcome, 'Approved')))
    .orderBy(desc(decisions.decidedAt), desc(decisions.id))
    .limit(1);
  return row?.decidedBy ?? null;
}

/** The reasons of the application's latest decision (the reports' decline reasons, issue 37); none without one. */
export async function latestDecisionReasons(
  executor: Pick<Db, 'select'>,
  applicationId: string,
): Promise<string[]> {
  const [row] = await executor
    .select({ reasons: decisions.reasons })
    .from(decisions)
    .where(eq(decisions.applicationId, applicationId))
    .orderBy(desc(decisions.decidedAt), desc(decisions.id))
    .limit(1);
  return row?.reasons ?? [];
}

export function createDecisionsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    async findBySubmission(submissionId: string) {
      const [row] = await db
        .select()
        .from(decisions)
        .where(eq(decisions.submissionId, submissionId))
        .limit(1);
      return row;
    },

    /** Inserts the decision of a submission; undefined when that submission already has one. */
    async insertOnce(decision: NewDecision, tx: Executor) {
      const [row] = await tx
        .insert(decisions)
        .values(decision)
        .onConflictDoNothing({ target: decisions.submissionId })
        .returning();
      return row;
    },

    /** Every decision of each of these applications, newest first (the lender's and the partner's), in one query. */
    async allOf(applicationIds: readonly string[]) {
      const all = new Map<string, DecisionRow[]>();
      if (applicationIds.length === 0) return all;
      const rows = await db
        .select()
        .from(decisions)
        .where(inArray(decisions.applicationId, [...applicationIds]))
        .orderBy(desc(decisions.decidedAt), desc(decisions.id));
      for (const row of rows) all.set(row.applicationId, [...(all.get(row.applicationId) ?? []), row]);
      return all;
    },

    /** Records the underwriter's decision, inside the transaction that moves the application (the status writer's). */
    async insertReview(
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
        amountRequestedCents: values.amountRequested,
        amountApprovedCents: values.amountCents,
        decidedBy: values.userId,
        note: values.note,
      });
    },

    async latestFor(applicationId: string) {
      const [row] = await db
        .select()
        .from(decisions)
        .where(eq(decisions.applicationId, applicationId))
        .orderBy(desc(decisions.decidedAt), desc(decisions.id))
        .limit(1);
      return row;
    },
  };
}
export type DecisionsRepository = ReturnType<typeof createDecisionsRepository>;
