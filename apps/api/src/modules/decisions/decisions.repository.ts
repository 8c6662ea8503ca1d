// Decision records and the application updates a decision makes, written together in one transaction.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { decisions } from './decisions.schema.ts';

export type DecisionRow = typeof decisions.$inferSelect;
export type NewDecision = typeof decisions.$inferInsert;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

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
