// The financing selection stored with an application: the program, term and dates, and every disclosed figure.
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Tx } from '../assets/assets.repository.ts';
import { financingSelections } from './financing.schema.ts';

export type SelectionValues = Omit<typeof financingSelections.$inferInsert, 'updated'>;

export function createFinancingRepository(db: Db) {
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
