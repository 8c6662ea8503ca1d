// The assets of an application, and the application row their rules read (the applications module's, locked for the
// write that checks the cap).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { createApplicationFacts } from '../applications/index.ts';
import { assets } from './assets.schema.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'applicationId' | 'created'>;

export function createAssetsRepository(db: Db) {
  // The program screen's calls read this on every request (options, payment, programs): one prepared statement of the
  // applications module's closing view, with this module's totals as subqueries over its own table (decisions 024, 036).
  const applications = createApplicationFacts(db);
  const withTotals = applications.closingWith('application_with_asset_totals', (applicationId) => ({
    assetCount: sql<number>`(select count(*)::int from ${assets} where ${assets.applicationId} = ${applicationId})`,
    // A sum of bigints is a numeric: read back as text, then a whole number of cents.
    totalCents: sql<number>`(select coalesce(sum(${assets.retailCostCents}), 0) from ${assets}
      where ${assets.applicationId} = ${applicationId})`.mapWith(Number),
  }));

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Tx));
    },

    /**
     * The vendor's application; `lock` holds its row until the transaction ends, so that two asset writes of one
     * application check the cap one after the other, never both against the same total.
     */
    findApplication(vendorId: number, id: string, executor: Tx = db, lock = false) {
      return applications.closingApplication(vendorId, id, executor, lock);
    },

    /** The vendor's application with its assets' count and total with tax (cents), for a read. */
    findApplicationWithTotals(vendorId: number, id: string) {
      return withTotals(vendorId, id);
    },

    /** How many assets the application has (the closing steps' fact, decision 031). */
    async countByApplication(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(assets)
        .where(eq(assets.applicationId, applicationId));
      return row?.count ?? 0;
    },

    async findByApplication(applicationId: string, executor: Tx = db): Promise<AssetRow[]> {
      return executor
        .select()
        .from(assets)
        .where(eq(assets.applicationId, applicationId))
        .orderBy(asc(assets.id));
    },

    async insert(applicationId: string, values: NewAsset, tx: Tx): Promise<AssetRow> {
      const [row] = await tx
        .insert(assets)
        .values({ ...values, applicationId })
        .returning();
      if (!row) throw new Error('insert returned no asset');
      return row;
    },

    async update(applicationId: string, assetId: number, values: NewAsset, tx: Tx) {
      const [row] = await tx
        .update(assets)
        .set(values)
        .where(and(eq(assets.id, assetId), eq(assets.applicationId, applicationId)))
        .returning();
      return row;
    },

    async remove(applicationId: string, assetId: number, tx: Tx) {
      const [row] = await tx
        .delete(assets)
        .where(and(eq(assets.id, assetId), eq(assets.applicationId, applicationId)))
        .returning();
      return row;
    },
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
