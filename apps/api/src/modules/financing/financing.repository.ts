// The financing selection stored with an application: the program, term and dates, and every disclosed figure; and the
// application's creditProgramID (spec §3), which names the program of that selection.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { createApplicationFacts } from '../applications/index.ts';
import { financingSelections } from './financing.schema.ts';

/** A transaction of the assets' repository, in which the selection is written with the assets (same shape). */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type SelectionValues = Omit<typeof financingSelections.$inferInsert, 'updated'>;

/** The status writer's guard fact (decision 036): a program with its term is saved for the application. */
export async function programSaved(applicationId: string, tx: Pick<Db, 'select'>): Promise<boolean> {
  const [selection] = await tx
    .select({ termId: financingSelections.termId })
    .from(financingSelections)
    .where(and(eq(financingSelections.applicationId, applicationId), isNotNull(financingSelections.termId)))
    .limit(1);
  return selection !== undefined;
}

/** The completion certificate's Electronic/Paper choice saved with the program, if any (for the certificates module). */
export async function certificateMethod(db: Pick<Db, 'select'>, applicationId: string) {
  const [selection] = await db
    .select({ method: financingSelections.paperOrElectronic })
    .from(financingSelections)
    .where(eq(financingSelections.applicationId, applicationId))
    .limit(1);
  return selection?.method;
}

export function createFinancingRepository(db: Db) {
  const applications = createApplicationFacts(db);
  return {
    /** Writes the application's one selection, replacing the previous one. */
    async upsert(values: SelectionValues, tx: Tx) {
      const { applicationId: _key, ...rest } = values;
      await tx
        .insert(financingSelections)
        .values(values)
        .onConflictDoUpdate({
          target: financingSelections.applicationId,
          set: { ...rest, updated: new Date() },
        });
      await applications.setCreditProgram(values.applicationId, values.programId, tx);
    },

    /** Whether a program and term were saved for the application (the closing steps' fact, decision 031). */
    async hasSelection(applicationId: string): Promise<boolean> {
      const [row] = await db
        .select({ applicationId: financingSelections.applicationId })
        .from(financingSelections)
        .where(eq(financingSelections.applicationId, applicationId))
        .limit(1);
      return row !== undefined;
    },

    async findByApplication(applicationId: string, executor: Pick<Db, 'select'> = db) {
      const [row] = await executor
        .select()
        .from(financingSelections)
        .where(eq(financingSelections.applicationId, applicationId))
        .limit(1);
      return row;
    },
  };
}
export type FinancingRepository = ReturnType<typeof createFinancingRepository>;
