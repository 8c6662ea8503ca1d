// The funding statements (issue 35): written once per deal in the booking's transaction, read one by one and by
// period (the lender's calendar day of booking, both bounds included), for one vendor or all.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { fundingStatements } from './funding.schema.ts';

type Tx = Pick<Db, 'insert'>;
export type FundingStatementRow = typeof fundingStatements.$inferSelect;

/** Writes the deal's statement in the caller's transaction; a second one for the deal fails on the primary key. */
export async function insertFundingStatement(tx: Tx, values: typeof fundingStatements.$inferInsert) {
  const [row] = await tx.insert(fundingStatements).values(values).returning();
  if (!row) throw new Error('funding statement not written');
  return row;
}

/** The deal's statement, whatever its vendor (the reader checks who may see it). */
export async function fundingStatementOf(db: Pick<Db, 'select'>, applicationId: string) {
  const [row] = await db
    .select()
    .from(fundingStatements)
    .where(eq(fundingStatements.applicationId, applicationId))
    .limit(1);
  return row;
}

export function createFundingStatementsRepository(db: Db) {
  return {
    find: (applicationId: string) => fundingStatementOf(db, applicationId),

    /** The vendors that have a statement. */
    async vendorIds() {
      const rows = await db.selectDistinct({ vendorId: fundingStatements.vendorId }).from(fundingStatements);
      return rows.map((r) => r.vendorId);
    },

    /** The statements booked from `from` to `to` (both included), one vendor's when given, oldest first. */
    inPeriod(period: { from: string; to: string; vendorId?: number | undefined }) {
      return db
        .select()
        .from(fundingStatements)
        .where(
          and(
            gte(fundingStatements.bookedOn, period.from),
            lte(fundingStatements.bookedOn, period.to),
            period.vendorId === undefined ? undefined : eq(fundingStatements.vendorId, period.vendorId),
          ),
        )
        .orderBy(
          asc(fundingStatements.bookedOn),
          asc(fundingStatements.bookedAt),
          asc(fundingStatements.reference),
        );
    },
  };
}
export type FundingStatementsRepository = ReturnType<typeof createFundingStatementsRepository>;
