// The status writer's reaction that keeps the reports' facts current (issue 37, decision 054): in the change's
// transaction, so that a rolled-back transition leaves no trace. Each step keeps its latest instant.
import { STATUS_TABLE } from '@vp/domain';
import { sql } from 'drizzle-orm';
import type { Executor, StatusChange, StatusReaction } from '../applications/index.ts';
import { reportFacts } from './reports.schema.ts';

/** What the reaction reads of the owners of the facts, in the change's transaction (the composition root binds them). */
export interface ReportFactReads {
  createdAt(applicationId: string, tx: Executor): Promise<Date | null>;
  declineReasons(applicationId: string, tx: Executor): Promise<string[]>;
  /** The financed amount in cents, once the deal has one. */
  financedCents(applicationId: string, tx: Executor): Promise<number | null>;
}

type FactValues = Partial<typeof reportFacts.$inferInsert>;

/** The columns a change writes; none for a change the reports do not count. */
async function valuesOf(change: StatusChange, now: Date, reads: ReportFactReads, tx: Executor) {
  const status = STATUS_TABLE[change.to];
  if (change.to === 'SubmittedToCredit') return { submittedAt: now } satisfies FactValues;
  if (status.phase === 'approved' && status.creditAnswer) {
    return {
      decidedAt: now,
      decision: 'approved',
      approvedAt: now,
      approvedLook: status.creditor === 'partner' ? 'second' : 'first',
    } satisfies FactValues;
  }
  if (status.phase === 'declined') {
    const declineReasons = await reads.declineReasons(change.applicationId, tx);
    return { decidedAt: now, decision: 'declined', declinedAt: now, declineReasons } satisfies FactValues;
  }
  if (change.to === 'Signatures Received') return { signedAt: now } satisfies FactValues;
  if (status.phase === 'funded') {
    return {
      fundedAt: now,
      financedCents: await reads.financedCents(change.applicationId, tx),
    } satisfies FactValues;
  }
  return null;
}

export function createReportFactsReaction({
  reads,
  clock,
}: {
  reads: ReportFactReads;
  clock: () => Date;
}): StatusReaction {
  return async (change, tx) => {
    const now = clock();
    const values = await valuesOf(change, now, reads, tx);
    if (!values) return;
    const startedAt = (await reads.createdAt(change.applicationId, tx)) ?? now;
    // The first credit answer after the latest submission: where submit-to-decision ends (a second look's later
    // answer leaves it).
    const answered =
      'decidedAt' in values
        ? {
            answeredAt: sql`CASE WHEN ${reportFacts.answeredAt} IS NULL OR ${reportFacts.answeredAt} < ${reportFacts.submittedAt} THEN ${now.toISOString()}::timestamptz ELSE ${reportFacts.answeredAt} END`,
          }
        : {};
    await tx
      .insert(reportFacts)
      .values({
        applicationId: change.applicationId,
        vendorId: change.vendorId,
        salespersonId: change.createdBy,
        startedAt,
        ...values,
        ...('decidedAt' in values ? { answeredAt: now } : {}),
      })
      .onConflictDoUpdate({ target: reportFacts.applicationId, set: { ...values, ...answered } });
  };
}
