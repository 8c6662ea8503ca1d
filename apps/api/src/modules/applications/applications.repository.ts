// Applications in the database; every method takes the vendor id where tenancy applies.
import { eq, sql } from 'drizzle-orm';
import { applications } from '../../db/schema.ts';
import type { Db } from '../../plugins/db.ts';

export function createApplicationsRepository(db: Db) {
  return {
    /** Number of applications per status, for one vendor or (vendorId null: the lender) for all. */
    async countByStatus(vendorId: number | null): Promise<Array<{ status: string; count: number }>> {
      const query = db
        .select({ status: applications.status, count: sql<number>`count(*)::int` })
        .from(applications)
        .groupBy(applications.status);
      return vendorId === null ? query : query.where(eq(applications.vendorId, vendorId));
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
