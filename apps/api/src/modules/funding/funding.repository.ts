// What a funding package is checked against (the financed amount, the assets' serial numbers), the packages
// themselves, and the lender's queue of submitted ones. The signed contract and the certificate are their own
// modules' answers (signing, certificates).
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from '../applications/applications.schema.ts';
import { assets } from '../assets/assets.schema.ts';
import { financingSelections } from '../financing/financing.schema.ts';
import { vendors } from '../users/users.schema.ts';
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
    async financedCents(applicationId: string) {
      const [row] = await db
        .select({ financed: financingSelections.financedAmount })
        .from(financingSelections)
        .where(eq(financingSelections.applicationId, applicationId))
        .limit(1);
      return row?.financed ?? null;
    },

    async assetSerials(applicationId: string) {
      const [row] = await db
        .select({
          total: count(),
          missing:
            sql<number>`count(*) filter (where ${or(isNull(assets.serialNumber), eq(assets.serialNumber, ''))})`.mapWith(
              Number,
            ),
        })
        .from(assets)
        .where(eq(assets.applicationId, applicationId));
      return { count: row?.total ?? 0, missing: row?.missing ?? 0 };
    },

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

    /** The application's status when its latest package has the lender's outcome (funded, missing documents). */
    async reviewedStatus(applicationId: string) {
      const [row] = await db
        .select({ status: applications.status, outcome: fundingPackages.outcome })
        .from(fundingPackages)
        .innerJoin(applications, eq(fundingPackages.applicationId, applications.id))
        .where(eq(fundingPackages.applicationId, applicationId))
        .orderBy(desc(fundingPackages.id))
        .limit(1);
      return row?.outcome ? row.status : undefined;
    },

    /** Submitted packages across vendors, oldest first, each with its application and vendor. */
    async submitted(applicationId?: string) {
      const rows = await db
        .select({ application: applications, vendor: vendors, pkg: fundingPackages })
        .from(applications)
        .innerJoin(vendors, eq(applications.vendorId, vendors.id))
        .innerJoin(fundingPackages, eq(fundingPackages.applicationId, applications.id))
        .where(
          and(
            eq(applications.status, 'Documents Submitted'),
            isNull(fundingPackages.outcome),
            applicationId ? eq(applications.id, applicationId) : undefined,
          ),
        )
        .orderBy(fundingPackages.submittedAt);
      return rows;
    },
  };
}
export type FundingRepository = ReturnType<typeof createFundingRepository>;
