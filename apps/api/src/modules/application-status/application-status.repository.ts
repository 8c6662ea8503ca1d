// The only code that writes an application's status (with its list group): reads the application and the facts its
// guards need, and moves it from one status to another inside the caller's transaction.
import { type GuardFacts, listGroupOf, normalizeStatus, type Status } from '@vp/domain';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from '../applications/applications.schema.ts';
import { financingSelections } from '../financing/financing.schema.ts';
import { fundingPackages } from '../funding/funding.schema.ts';
import { uploads } from '../uploads/uploads.schema.ts';

export type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update'>;
export type ApplicationRow = typeof applications.$inferSelect;

/** Columns written beside a status: anything of the application but the status, its group and its version. */
export type TransitionValues = Partial<
  Omit<Record<keyof ApplicationRow, unknown>, 'status' | 'listGroup' | 'version' | 'id' | 'vendorId'>
>;

/**
 * The status and its list group, as one pair: the seed and the tests' fixtures write a status through this, so that
 * the list group can never disagree with it. Accepts the spec's other spellings (BureauNotFound).
 */
export function statusColumns(status: string): { status: Status; listGroup: number | null } {
  const known = normalizeStatus(status);
  if (!known) throw new Error(`unknown status ${status}`);
  return { status: known, listGroup: listGroupOf(known) };
}

/** Upload statuses that count as a document on file (uploads module). */
const STORED_UPLOAD = 'stored';

export function createApplicationStatusRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** The application, within a vendor's applications, or any vendor's when the lender or the system acts (null). */
    async findById(id: string, vendorId: number | null, tx: Executor) {
      const [row] = await tx
        .select()
        .from(applications)
        .where(
          and(eq(applications.id, id), vendorId === null ? undefined : eq(applications.vendorId, vendorId)),
        )
        .limit(1);
      return row;
    },

    /** What the guards read (domain GuardFacts), gathered in the transaction that moves the status. */
    async facts(applicationId: string, tx: Executor): Promise<GuardFacts> {
      const [selection] = await tx
        .select({ termId: financingSelections.termId })
        .from(financingSelections)
        .where(
          and(eq(financingSelections.applicationId, applicationId), isNotNull(financingSelections.termId)),
        )
        .limit(1);
      const stored = await tx
        .selectDistinct({ uploadType: uploads.uploadType })
        .from(uploads)
        .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.status, [STORED_UPLOAD])));
      // The latest package's dates: the funding service writes the chosen funding date before it books.
      const [funding] = await tx
        .select({ earliest: fundingPackages.earliestFundingDate, fundingDate: fundingPackages.fundingDate })
        .from(fundingPackages)
        .where(eq(fundingPackages.applicationId, applicationId))
        .orderBy(desc(fundingPackages.id))
        .limit(1);
      return {
        programSaved: selection !== undefined,
        uploads: stored.map((u) => u.uploadType),
        earliestFundingDate: funding?.earliest ?? null,
        fundingDate: funding?.fundingDate ?? null,
      };
    },

    /**
     * Moves the application from `from` to `to` with the other values, when it is still in `from` and meets `where`;
     * undefined when another request moved it first.
     */
    async updateStatus(
      row: Pick<ApplicationRow, 'id' | 'status'>,
      to: Status,
      values: TransitionValues,
      where: SQL | undefined,
      tx: Executor,
    ) {
      const [updated] = await tx
        .update(applications)
        .set({
          ...(values as Partial<typeof applications.$inferInsert>),
          ...statusColumns(to),
          version: sql`${applications.version} + 1`,
          updated: sql`now()`,
        })
        .where(and(eq(applications.id, row.id), eq(applications.status, row.status), where))
        .returning();
      return updated;
    },
  };
}
export type ApplicationStatusRepository = ReturnType<typeof createApplicationStatusRepository>;
