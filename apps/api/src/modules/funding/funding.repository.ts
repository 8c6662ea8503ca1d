// The funding packages: what was combined and submitted, the lender's outcome, and the packages waiting for review.
// What a package is checked against (the financed amount, the assets, the application and its vendor) is read
// through the owning modules (funding-reads.ts, decision 036).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { fundingPackages } from './funding.schema.ts';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * The status writer's guard facts (decision 036): the latest package's dates (the funding service writes the chosen
 * funding date before it books).
 */
export async function latestFundingDates(applicationId: string, tx: Pick<Db, 'select'>) {
  const [funding] = await tx
    .select({ earliest: fundingPackages.earliestFundingDate, fundingDate: fundingPackages.fundingDate })
    .from(fundingPackages)
    .where(eq(fundingPackages.applicationId, applicationId))
    .orderBy(desc(fundingPackages.id))
    .limit(1);
  return { earliestFundingDate: funding?.earliest ?? null, fundingDate: funding?.fundingDate ?? null };
}

/** The lender's note when its latest review asked for missing documents; the uploads screen shows it to the dealer. */
export async function missingDocumentsNote(db: Pick<Db, 'select'>, applicationId: string) {
  const [latest] = await db
    .select({ outcome: fundingPackages.outcome, note: fundingPackages.reviewNote })
    .from(fundingPackages)
    .where(eq(fundingPackages.applicationId, applicationId))
    .orderBy(desc(fundingPackages.id))
    .limit(1);
  return latest?.outcome === 'missingDocuments' ? latest.note : null;
}

export function createFundingRepository(db: Db) {
  return {
    async insertPackage(values: typeof fundingPackages.$inferInsert, tx: Tx) {
      const [row] = await tx.insert(fundingPackages).values(values).returning();
      if (!row) throw new Error('package not written');
      return row;
    },

    async latestPackage(applicationId: string) {
      const [row] = await db
        .select()
        .from(fundingPackages)
        .where(eq(fundingPackages.applicationId, applicationId))
        .orderBy(desc(fundingPackages.id))
        .limit(1);
      return row;
    },

    async review(
      packageId: number,
      values: {
        outcome: string;
        reviewNote?: string | null;
        fundingDate?: string | null;
        reviewedBy: number;
        reviewedAt: Date;
      },
      tx: Tx,
    ) {
      await tx.update(fundingPackages).set(values).where(eq(fundingPackages.id, packageId));
    },

    /** Packages without the lender's outcome, oldest first (one application's, when given). */
    async waiting(applicationId?: string) {
      return db
        .select()
        .from(fundingPackages)
        .where(
          and(
            isNull(fundingPackages.outcome),
            applicationId ? eq(fundingPackages.applicationId, applicationId) : undefined,
          ),
        )
        .orderBy(fundingPackages.submittedAt);
    },
  };
}
export type FundingRepository = ReturnType<typeof createFundingRepository>;
